import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import { en } from '../../i18n/dictionaries/en';
import { fr } from '../../i18n/dictionaries/fr';

/**
 * The error boundaries are client components loaded with every page: the build under test must
 * ship them with their few strings, never with a whole dictionary. Reads the production build
 * this run serves (`.next`): which chunks each boundary needs (the client reference manifests),
 * then their text.
 */
const buildDir = path.resolve('.next');
const boundaries = ['[project]/app/[locale]/error', '[project]/app/global-error'];

/** Every entry's chunks, from the client reference manifests of all routes. */
function entryChunks(): Map<string, Set<string>> {
  const chunks = new Map<string, Set<string>>();
  const manifests = readdirSync(path.join(buildDir, 'server/app'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('_client-reference-manifest.js'),
  );
  for (const file of manifests) {
    const sandbox: { self: Record<string, unknown>; __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = { self: {} };
    sandbox.self = sandbox as unknown as Record<string, unknown>;
    vm.runInNewContext(readFileSync(path.join(buildDir, 'server/app', file), 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {})) {
        const set = chunks.get(entry) ?? new Set<string>();
        for (const chunk of files) set.add(chunk);
        chunks.set(entry, set);
      }
    }
  }
  return chunks;
}

function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leafStrings);
}

test('the error boundaries ship their own strings and no dictionary', () => {
  const chunks = entryChunks();
  const errorOwn = new Set([...leafStrings(en.error), ...leafStrings(fr.error)]);
  // Long, plain-ASCII dictionary strings (as they appear verbatim in a minified chunk) that are not the error page's.
  const dictionaryOnly = [...new Set([...leafStrings(en), ...leafStrings(fr)])].filter(
    (text) => text.length >= 20 && /^[\x20-\x7e]+$/.test(text) && !errorOwn.has(text),
  );
  expect(dictionaryOnly.length).toBeGreaterThan(20);

  for (const boundary of boundaries) {
    const files = [...(chunks.get(boundary) ?? [])];
    expect(files.length, `${boundary} has client chunks in the build`).toBeGreaterThan(0);
    const code = files.map((file) => readFileSync(path.join(buildDir, file), 'utf8')).join('\n');
    // The right chunks: the boundary's strings, in both languages, are in them.
    expect(code, boundary).toContain(en.error.title);
    expect(code, boundary).toContain(fr.error.title);
    expect(dictionaryOnly.filter((text) => code.includes(text)), `${boundary}: dictionary strings in its chunks`).toEqual([]);
  }
});
