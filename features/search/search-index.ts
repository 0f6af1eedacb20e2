import MiniSearch, { type AsPlainObject, type Options, type Query } from 'minisearch';
import { contentTypeRegistry, type SearchSection, searchSections } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { forgivenTypos, indexedWords, queryWords, swappedLetters } from './folding';
import { compareRanked, describeMatch, fieldTiers, type RankedCard, type SearchField } from './ranking';
import type { SearchCard } from './search-contract';
import type { SearchDocument } from './index-documents';

/**
 * One language's search index: MiniSearch (see docs in README "Search" for why this library)
 * over the documents of features/search/index-documents.ts, with the cards to show. Built on the
 * server, served as JSON (`/search-index.en.json`), loaded by the search panel; the server
 * answers /api/search and the no-JavaScript page from the same index. No server-only imports.
 */

/** Bumped when the serialized shape changes, so a saved copy of an older shape is not read. */
export const searchIndexFormat = 1;

export interface SerializedSearchIndex {
  format: typeof searchIndexFormat;
  locale: Locale;
  /** When the index was built (ISO 8601). */
  builtAt: string;
  index: AsPlainObject;
  /** By document id. */
  cards: SearchCard[];
}

const fields = Object.keys(fieldTiers) as SearchField[];

/** How much a match in each field weighs in the relevance score (the tier decides first). */
const boost: Record<SearchField, number> = { title: 5, otherTitle: 4, names: 3, categories: 2, body: 1 };

const indexOptions: Options<SearchDocument> = {
  fields,
  // Indexing tokenizes each field (a name's hyphenated parts joined too); a query is only folded.
  tokenize: (text, field) => (field ? indexedWords(text) : queryWords(text)),
  processTerm: (term) => term,
  searchOptions: {
    tokenize: queryWords,
    processTerm: (term) => term,
    boost,
    // While typing, every word may be the start of a longer one ("mira sol").
    prefix: true,
    fuzzy: (term) => forgivenTypos(term),
    combineWith: 'AND',
  },
};

export function buildSearchIndex(locale: Locale, documents: SearchDocument[], cards: SearchCard[], builtAt = new Date()): SerializedSearchIndex {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return { format: searchIndexFormat, locale, builtAt: builtAt.toISOString(), index: index.toJSON(), cards };
}

export function isSerializedSearchIndex(value: unknown, locale: Locale): value is SerializedSearchIndex {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<SerializedSearchIndex>;
  return data.format === searchIndexFormat && data.locale === locale && Array.isArray(data.cards) && typeof data.index === 'object';
}

/**
 * The query: each word as typed (a prefix, with its forgiven typos), or with two neighbouring
 * letters swapped (one typo, as a visitor sees it).
 */
function wordsQuery(words: string[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: words.map((word) =>
      forgivenTypos(word) > 0 ? { combineWith: 'OR', queries: [word, { combineWith: 'OR', queries: swappedLetters(word), fuzzy: false, prefix: false }] } : word,
    ),
  };
}

const sectionOfKind = (card: SearchCard): SearchSection => contentTypeRegistry[card.kind].searchSection;

export type RankedSections = Record<SearchSection, SearchCard[]>;

/** A loaded index: searches and ranks, section by section. */
export class SearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  readonly cards: SearchCard[];
  readonly builtAt: string;

  constructor(data: SerializedSearchIndex) {
    this.index = MiniSearch.loadJS<SearchDocument>(data.index, indexOptions);
    this.cards = data.cards;
    this.builtAt = data.builtAt;
  }

  /** Every match of `term`, by section, in the order of features/search/ranking.ts. */
  search(term: string, now: string): RankedSections {
    const words = queryWords(term);
    const sections = Object.fromEntries(searchSections.map((section) => [section, [] as RankedCard[]])) as Record<SearchSection, RankedCard[]>;
    if (words.length === 0) return emptySections();
    let results = this.index.search(wordsQuery(words, 'AND'));
    // Every word must be found; when none is found with all of them, any of them will do.
    if (results.length === 0 && words.length > 1) results = this.index.search(wordsQuery(words, 'OR'));
    for (const result of results) {
      const card = this.cards[result.id as number];
      if (!card) continue;
      sections[sectionOfKind(card)].push({ card, ...describeMatch(words, result), startsAt: card.kind === 'event' ? card.dateTime : null, score: result.score });
    }
    const order = compareRanked(now);
    return Object.fromEntries(searchSections.map((section) => [section, sections[section].sort(order).map((ranked) => ranked.card)])) as RankedSections;
  }
}

export function emptySections(): RankedSections {
  return Object.fromEntries(searchSections.map((section) => [section, []])) as unknown as RankedSections;
}
