import 'server-only';
import { createHash } from 'node:crypto';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { isPreviewRequest } from '@/lib/draft-mode';
import { festivalNow } from '@/queries/events';
import { firstPages, morePage } from './result-pages';
import { SearchIndex } from './search-index';
import type { SearchApiBody, SearchRequest } from './search-contract';
import type { IndexedItem } from './index-documents';
import { indexedContent, indexFrom } from './searchable-content';

export interface SearchAnswer {
  body: SearchApiBody;
  /** No index could be had: the content could not be read and none was held. */
  unavailable: boolean;
}

/**
 * The server's search (the /api/search route, the no-JavaScript results page) and the index file
 * the panel loads (`/search-index.en.json`): ONE index per language (features/search/search-index.ts),
 * built in this process from the content the pages read (their cached, tagged entries), and
 * held. Queries never reach the content server.
 *
 * Fresh: the content behind the held index is read again (from the data cache, shared by every
 * instance through Redis) when it is more than `recheckAfterMs` old, and at once after this
 * instance takes a webhook; the index is rebuilt only when what it holds changed. The webhook's
 * renders refresh those cache entries within a second of a save (and ask for the index files,
 * which checks at once), so a save reaches search on every instance within the site's 2 s.
 */
const recheckAfterMs = 1000;

/**
 * After this instance takes a webhook, the content is read again on every search (shared: one
 * read at a time) for this long: the first reads after a save find its cache entries marked
 * stale and are answered from them while they are refreshed, so the index held must not stand
 * for a second on what they gave.
 */
const afterWebhookMs = 3000;
let recheckEveryTimeUntil = 0;

interface Held {
  index: SearchIndex;
  /** The index as the panel loads it (JSON), and its validator. */
  file: { body: string; etag: string };
  fingerprint: string;
  checkedAt: number;
}

const held = new Map<Locale, Held>();
const checking = new Map<Locale, Promise<Held>>();

/** Forgets when the held indexes were checked: the next search reads the content again (the webhook). */
export function forgetSearchAnswers(): void {
  for (const entry of held.values()) entry.checkedAt = 0;
  recheckEveryTimeUntil = Date.now() + afterWebhookMs;
}

async function check(locale: Locale): Promise<Held> {
  const items = await indexedContent(locale);
  const fingerprint = createHash('sha1').update(JSON.stringify(items)).digest('base64');
  const previous = held.get(locale);
  const next = previous?.fingerprint === fingerprint ? { ...previous, checkedAt: Date.now() } : { ...built(locale, items), fingerprint, checkedAt: Date.now() };
  held.set(locale, next);
  return next;
}

function built(locale: Locale, items: IndexedItem[]): Pick<Held, 'index' | 'file'> {
  const data = indexFrom(locale, items);
  const body = JSON.stringify(data);
  return { index: new SearchIndex(data), file: { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` } };
}

async function current(locale: Locale): Promise<Pick<Held, 'index' | 'file'>> {
  // A preview's content may hold drafts: searched once, never held.
  if (await isPreviewRequest()) return built(locale, await indexedContent(locale));
  const entry = held.get(locale);
  const now = Date.now();
  if (entry && now - entry.checkedAt < recheckAfterMs && now > recheckEveryTimeUntil) return entry;
  let pending = checking.get(locale);
  if (!pending) {
    pending = check(locale).finally(() => checking.delete(locale));
    checking.set(locale, pending);
  }
  try {
    return await pending;
  } catch (error) {
    // The content server is down and nothing is cached: the index held so far, if any.
    if (entry) return entry;
    throw error;
  }
}

/** One language's index file (`/search-index.en.json`): the index this process searches. */
export async function searchIndexFile(locale: Locale): Promise<{ body: string; etag: string }> {
  return (await current(locale)).file;
}

/**
 * Runs one validated search request — the first results of every section, or the next page of
 * one section — and returns the cards.
 */
export async function runSearch({ locale, term, more }: SearchRequest): Promise<SearchAnswer> {
  let index: SearchIndex;
  try {
    index = (await current(locale)).index;
  } catch (error) {
    console.error(`Search index (${locale}): ${error instanceof Error ? error.message : String(error)}`);
    return { body: { errors: [getDictionary(locale).siteErrors.searchUnavailable] }, unavailable: true };
  }
  const ranked = index.search(term, festivalNow());
  const body: SearchApiBody = more
    ? { term, section: more.section, results: morePage(ranked, more.section, more.after), errors: [] }
    : { term, sections: firstPages(ranked), errors: [] };
  return { body, unavailable: false };
}
