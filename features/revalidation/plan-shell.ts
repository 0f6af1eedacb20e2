import { contentTypes } from '@/i18n/content-types';
import { categoryFilterPath } from '@/i18n/links';
import { type Locale, locales } from '@/i18n/locales';
import { parsePublicPath } from '@/i18n/public-path.mjs';
import { filteredListSections, homePath, sectionPath, topLevelPageSections } from '@/i18n/routes';
import { contentTag } from '@/queries/tags';
import { categoryDayPaths, dayPaths, listPaths, planForShell, type RevalidationPlan, unique } from './plan';

/**
 * A menu or settings change is in the shell of EVERY page (menus, footer, category chips), so
 * every page is rendered again — in two tiers. First, what visitors reach most and what every
 * other page links to: both home pages, the lists, the pages the menus link to, the timetable,
 * the calendar's day pages and My schedule (the webhook lists them; rendered like an item's pages).
 * Then the rest in the background, behind every other webhook's pages: each item page, the
 * category-filtered lists and day pages, the offline page (bounded: `backgroundLimit`).
 */
export interface ShellPageSource {
  /** The festival days of a language's programme (the site's cached events). */
  festivalDays(locale: Locale): Promise<string[]>;
  /** Site-relative paths the menus link to (the site's cached shell). */
  menuPaths(locale: Locale): Promise<string[]>;
  /** Every item page of a language (the site's cached lists). */
  itemPaths(locale: Locale): Promise<string[]>;
  /** The category slugs of a language (the category chips). */
  categories(locale: Locale): Promise<string[]>;
}

/** At most this many pages rendered in the background after one shell change (the rest follow the 300 s safety net). */
export const backgroundLimit = 2000;

/**
 * The same source, each answer asked once: the background's lookups (after the answer) reuse
 * those made before the marks, which asked the cache before the shell was marked stale.
 */
export function rememberingSource(source: ShellPageSource): ShellPageSource {
  const kept = new Map<string, Promise<string[]>>();
  const once = (name: keyof ShellPageSource) => (locale: Locale) => {
    const key = `${name}:${locale}`;
    let answer = kept.get(key);
    if (!answer) kept.set(key, (answer = source[name](locale)));
    return answer;
  };
  return { festivalDays: once('festivalDays'), menuPaths: once('menuPaths'), itemPaths: once('itemPaths'), categories: once('categories') };
}

/** A lookup that fails (content server down, nothing cached) leaves out what it would have named. */
const orNothing = (lookup: Promise<string[]>) => lookup.catch(() => [] as string[]);

/** Only the site's own pages (`/x`, not `//host` nor an external URL). */
const ownPaths = (paths: string[]) => paths.filter((path) => path.startsWith('/') && !path.startsWith('//'));

/** What a shell change was: a menu or settings save (of one language when the sender says which), or a term's. */
export interface ShellChange {
  /** Only this language's shell changed (the festival plugin names it); null: both. */
  language?: Locale | null;
  /** A category or news type saved: the lists print its name, a category's old filtered lists are gone. */
  term?: { taxonomy: 'category' | 'news_type'; slug: string; previousSlug: string };
}

const languagesOf = (change: ShellChange): readonly Locale[] => (change.language ? [change.language] : locales);

/** A term renamed away: its filtered lists in its language(s) are gone (rendered anew: the language's 404). */
function termPaths(change: ShellChange): { gone: string[]; live: string[] } {
  const term = change.term;
  if (!term || term.taxonomy !== 'category') return { gone: [], live: [] };
  const listsOf = (slug: string) => languagesOf(change).flatMap((locale) => filteredListSections.map((list) => categoryFilterPath(locale, list, slug)));
  return term.slug === term.previousSlug ? { gone: [], live: listsOf(term.slug) } : { gone: listsOf(term.previousSlug), live: listsOf(term.slug) };
}

export async function planForShellChange(source: ShellPageSource, change: ShellChange = {}): Promise<RevalidationPlan> {
  const languages = languagesOf(change);
  const perLocale = await Promise.all(
    languages.map(async (locale) => {
      // The categories too, before the shell is marked stale (for the background pages).
      const [days, menus] = await Promise.all([orNothing(source.festivalDays(locale)), orNothing(source.menuPaths(locale)), orNothing(source.categories(locale))]);
      return { days, menus };
    }),
  );
  const inLanguages = (path: string) => languages.includes(parsePublicPath(path.split('?')[0] ?? '/')?.locale ?? 'en');
  const terms = termPaths(change);
  const publicPaths = unique([
    ...languages.map(homePath),
    ...contentTypes.flatMap(listPaths).filter(inLanguages),
    ...perLocale.flatMap(({ menus }) => ownPaths(menus)),
    ...languages.map((locale) => sectionPath(locale, 'festivalSchedule')),
    ...dayPaths(unique(perLocale.flatMap(({ days }) => days)).sort()).filter(inLanguages),
    ...languages.map((locale) => sectionPath(locale, 'mySchedule')),
    ...terms.gone,
    ...terms.live,
  ]);
  // A term's name is printed on the cards of every list: their lists too.
  const tags = unique([
    ...planForShell('shell').tags.filter((tag) => languages.some((locale) => tag.endsWith(`:${locale}`))),
    ...(change.term ? languages.flatMap((locale) => contentTypes.map((type) => contentTag(type, locale))) : []),
  ]);
  return { tags, publicPaths, ...(terms.gone.length ? { gonePaths: terms.gone } : {}), ...(change.language ? { languages } : {}) };
}

/** The pages a shell change renders in the background, after those of `planForShellChange`. */
export async function shellBackgroundPaths(source: ShellPageSource, first: readonly string[], change: ShellChange = {}): Promise<string[]> {
  const perLocale = await Promise.all(
    languagesOf(change).map(async (locale) => {
      const [days, items, categories] = await Promise.all([
        orNothing(source.festivalDays(locale)),
        orNothing(source.itemPaths(locale)),
        orNothing(source.categories(locale)),
      ]);
      return [
        ...topLevelPageSections.map((section) => sectionPath(locale, section)),
        ...items,
        ...filteredListSections.flatMap((list) => categories.map((category) => categoryFilterPath(locale, list, category))),
        ...categoryDayPaths([{ locale, categories }], days),
        sectionPath(locale, 'offline'),
      ];
    }),
  );
  const done = new Set(first);
  return unique(ownPaths(perLocale.flat())).filter((path) => !done.has(path)).slice(0, backgroundLimit);
}
