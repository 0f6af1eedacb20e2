/**
 * The edits made since the seed (field changes and created items), kept in `{dataDir}/edits.json`
 * and replayed over the seed at start-up: the content server's stand-in for WordPress's database.
 * The file is rewritten whole (temporary file + rename), so a crash mid-write leaves the previous
 * version.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentStore } from '../store/types';
import { applyEdit, parseEdit, type LoggedEdit } from './apply-edit';
import { createItem, parseNewItem, type LoggedCreate } from './create-item';

/** One change to replay: a field edit, or an item created (`op: "create"`). */
export type LogEntry = LoggedEdit | LoggedCreate;

function isCreate(entry: LogEntry): entry is LoggedCreate {
  return (entry as LoggedCreate)?.op === 'create';
}

export const EDIT_LOG_FILE = 'edits.json';

interface EditLogFile {
  version: 1;
  edits: LogEntry[];
}

export interface EditLog {
  readonly file: string;
  entries(): readonly LogEntry[];
  /** Saves the log with `entry` added; an earlier edit of the same field of the same item is dropped. */
  append(entry: LogEntry): Promise<void>;
}

/** The same field of the same post (by id when both know it: slugs change) or of the settings. */
function sameTarget(a: LogEntry, b: LogEntry): boolean {
  if (isCreate(a) || isCreate(b)) return false;
  const samePost = a.id && b.id ? a.id === b.id : a.slug === b.slug;
  return a.type === b.type && samePost && a.language === b.language && a.field === b.field;
}

async function readEntries(file: string): Promise<LogEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Starting without the edits would silently lose them at the next save: refuse instead.
    throw new Error(`${file} is not valid JSON: fix or delete it`);
  }
  const edits = (parsed as Partial<EditLogFile> | null)?.edits;
  if (!Array.isArray(edits)) throw new Error(`${file} has no "edits" array: fix or delete it`);
  return edits as LogEntry[];
}

export async function openEditLog(dataDir: string): Promise<EditLog> {
  const file = path.join(dataDir, EDIT_LOG_FILE);
  let entries = await readEntries(file);
  let writes: Promise<void> = Promise.resolve();
  return {
    file,
    entries: () => entries,
    append(edit) {
      const next = [...entries.filter((entry) => !sameTarget(entry, edit)), edit];
      const write = writes.then(async () => {
        await mkdir(dataDir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        const body: EditLogFile = { version: 1, edits: next };
        await writeFile(temporary, `${JSON.stringify(body, null, 2)}\n`, 'utf8');
        await rename(temporary, file);
        entries = next;
      });
      writes = write.catch(() => undefined);
      return write;
    },
  };
}

/**
 * The seed with the logged edits applied in order. An edit that no longer applies (the seed
 * changed, or the file was edited by hand) is skipped and reported through `onSkip`; it stays in
 * the log in case the item comes back.
 */
export function replayEdits(seed: ContentStore, entries: readonly LogEntry[], onSkip: (reason: string) => void): ContentStore {
  let store = seed;
  for (const entry of entries) {
    if (isCreate(entry)) {
      const fields: Record<string, unknown> = { ...entry };
      for (const logged of ['op', 'id', 'at']) delete fields[logged];
      const item = parseNewItem(fields);
      const result = typeof item === 'string' ? null : createItem(store, item, entry.at, entry.id);
      if (result?.ok) store = result.store;
      else onSkip(`logged creation of ${entry.type} ${JSON.stringify(entry.title)} no longer applies: ${typeof item === 'string' ? item : result?.ok === false ? result.error : ''}`);
      continue;
    }
    const { at, ...fields } = entry ?? ({} as LoggedEdit);
    const edit = parseEdit(fields);
    if (typeof edit === 'string' || typeof at !== 'string') {
      onSkip(`malformed logged edit ${JSON.stringify(entry).slice(0, 120)}: ${typeof edit === 'string' ? edit : '"at" missing'}`);
      continue;
    }
    const result = applyEdit(store, edit, at);
    if (result.ok) store = result.store;
    else onSkip(`logged edit of ${edit.type} ${edit.slug ?? ''} ${edit.field} no longer applies: ${result.error}`);
  }
  return store;
}
