import { groupByFestivalDay } from '@/features/schedule/scheduled-event';
import { lineupViewParam, lineupViews } from '@/i18n/list-filters.mjs';
import { type Locale, otherLocale } from '@/i18n/locales';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { sectionPath } from '@/i18n/routes';
import type { Artist, Event } from '@/queries/types';

/**
 * The artist list's lineup views: A–Z with a letter index, by festival day, by category.
 * Letters are folded the way a reader looks a name up: accents off ("Émilie" under E), the
 * ligatures and letters that do not decompose to their base (Œ → O, Æ → A, Ø → O, Ł → L, ß → S),
 * leading punctuation skipped ("'Til Dawn" under T); a name starting with a digit or a letter
 * outside A–Z goes under "#".
 */
export const indexLetters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type IndexLetter = (typeof indexLetters)[number];

const undecomposed: Record<string, string> = { Œ: 'O', Æ: 'A', Ø: 'O', Ł: 'L', Đ: 'D', Ð: 'D', Þ: 'T', ß: 'S' };

export function indexLetterOf(name: string): IndexLetter {
  const folded = name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  const first = [...folded].find((character) => /[\p{L}\p{N}]/u.test(character)) ?? '';
  const letter = undecomposed[first] ?? first;
  return /^[A-Z]$/.test(letter) ? (letter as IndexLetter) : '#';
}

export interface LetterGroup {
  letter: IndexLetter;
  artists: Artist[];
}

/** Every index letter, in order, with its artists by name (a letter may have none). */
export function groupByLetter(artists: readonly Artist[], locale: string): LetterGroup[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...artists].sort((a, b) => collator.compare(a.title, b.title));
  return indexLetters.map((letter) => ({ letter, artists: sorted.filter((artist) => indexLetterOf(artist.title) === letter) }));
}

export interface DayLineup {
  day: string;
  artists: Artist[];
}

/** For each festival day, the artists on the bill of one of its events (late-night sets on their night), by name. */
export function lineupByDay(artists: readonly Artist[], events: Event[], locale: string): DayLineup[] {
  const bySlug = new Map(artists.map((artist) => [artist.slug, artist]));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return groupByFestivalDay(events)
    .map(({ day, events: ofDay }) => {
      const slugs = new Set(ofDay.flatMap((event) => event.artists.map((artist) => artist.slug)).filter((slug) => bySlug.has(slug)));
      return { day, artists: [...slugs].map((slug) => bySlug.get(slug)!).sort((a, b) => collator.compare(a.title, b.title)) };
    })
    .filter((lineup) => lineup.artists.length > 0);
}

/** The artist list's views: the cards (no parameter) and the three lineup views. */
export type LineupView = 'cards' | keyof typeof lineupViews;

/** The public URL of a view of the artist list (`/artists?view=a-z`, `/fr/artistes?vue=par-jour`). */
export function lineupViewHref(locale: Locale, view: LineupView): string {
  const path = sectionPath(locale, 'artists');
  return view === 'cards' ? path : `${path}?${lineupViewParam[locale]}=${lineupViews[view][locale]}`;
}

export function isLineupView(value: string): value is keyof typeof lineupViews {
  return Object.hasOwn(lineupViews, value);
}

/** Where a view of the artist list lives in both languages. */
export function lineupViewRoute(locale: Locale, view: LineupView): LocalizedRoute {
  const alternatePath = lineupViewHref(otherLocale(locale), view);
  return { locale, path: lineupViewHref(locale, view), alternatePath, languageSwitchHref: alternatePath };
}
