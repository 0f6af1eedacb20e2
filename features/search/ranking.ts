import type { SearchCard } from './search-contract';

/**
 * The order of results within a section, as a festival-goer expects it:
 *
 * 0. (when no item has every word of the query) found by more of its words first;
 * 1. where the words were found: in the title (either language's) first, then in an artist's or
 *    venue's name, then in a category or the day, then in the text. A query of several words
 *    ranks by the weakest place one of its words was found;
 * 2. found as typed (or as the start of a word, while typing) before found through a typo;
 * 3. among equals, what is still to come before what is past, each in time order (events);
 * 4. then the library's relevance score.
 */

/** The indexed fields, by how much a match in them says (0: the most). */
export const fieldTiers = { title: 0, otherTitle: 0, names: 1, categories: 2, body: 3 } as const;
export type SearchField = keyof typeof fieldTiers;

export interface Match {
  /** Indexed word → the fields it was found in (MiniSearch's `match`). */
  match: Record<string, string[]>;
  score: number;
}

export interface RankedCard {
  card: SearchCard;
  /** Query words it was not found by (a search of any of the words, when none has them all). */
  missing: number;
  tier: number;
  /** Some word was found only through a typo. */
  typo: boolean;
  /** `YYYY-MM-DDTHH:mm:ss` (festival time) for events, else null. */
  startsAt: string | null;
  score: number;
}

function tierOfFields(fields: readonly string[]): number {
  return Math.min(...fields.map((field) => fieldTiers[field as SearchField] ?? 3));
}

/** Where and how each query word was found, summed up as the result's tier and typo flag. */
export function describeMatch(queryWords: readonly string[], { match }: Match): { missing: number; tier: number; typo: boolean } {
  const entries = Object.entries(match);
  // Indexed words no query word starts: found through a typo (with several query words, which
  // word a typo stands for cannot be told apart: each such word counts for each of them).
  const typos = entries.filter(([term]) => !queryWords.some((word) => term.startsWith(word)));
  let missing = 0;
  let tier = 0;
  let typo = false;
  for (const word of queryWords) {
    const asTyped = entries.filter(([term]) => term.startsWith(word));
    const found = asTyped.length > 0 ? asTyped : typos;
    if (found.length === 0) {
      missing += 1;
      continue;
    }
    if (asTyped.length === 0) typo = true;
    tier = Math.max(tier, Math.min(...found.map(([, fields]) => tierOfFields(fields))));
  }
  return { missing, tier, typo };
}

/** The section's order; `now` is festival wall-clock time (`YYYY-MM-DDTHH:mm:ss`). */
export function compareRanked(now: string): (a: RankedCard, b: RankedCard) => number {
  return (a, b) => {
    if (a.missing !== b.missing) return a.missing - b.missing;
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.typo !== b.typo) return a.typo ? 1 : -1;
    if (a.startsAt && b.startsAt) {
      const aComing = a.startsAt >= now;
      const bComing = b.startsAt >= now;
      if (aComing !== bComing) return aComing ? -1 : 1;
      if (a.startsAt !== b.startsAt) return a.startsAt < b.startsAt ? -1 : 1;
    }
    return b.score - a.score;
  };
}
