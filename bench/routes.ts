/** The pages the bench measures: one of each page type in both languages, found in the site's sitemap. */

export const pageKinds = ['home', 'calendar', 'event', 'artist', 'newsItem', 'page', 'timetable', 'calendarDay', 'mySchedule', 'venue'] as const;
export type PageKind = (typeof pageKinds)[number];
export type Locale = 'en' | 'fr';

export interface SamplePage {
  kind: PageKind;
  locale: Locale;
  /** e.g. `event (fr)`. */
  name: string;
  path: string;
}

const topLevelPages = new Set([
  'partners-and-sponsors', 'media-and-press', 'contact', 'tickets-and-passes',
  'partenaires-et-commanditaires', 'medias-et-presse', 'billets-et-passeports',
]);
/** The festival schedule page (its text and the timetable built from every event), and My schedule. */
const schedulePages: Record<string, PageKind> = {
  'festival-schedule': 'timetable', 'programme-du-festival': 'timetable', 'my-schedule': 'mySchedule', 'mon-horaire': 'mySchedule',
};
const festivalDay = /^\d{4}-\d{2}-\d{2}$/;

const lists: Record<string, PageKind> = { calendar: 'calendar', calendrier: 'calendar' };
const items: Record<string, PageKind> = {
  event: 'event', evenement: 'event', artist: 'artist', artiste: 'artist', news: 'newsItem', nouvelles: 'newsItem', page: 'page',
  venue: 'venue', lieu: 'venue',
};

/** The page type of a public path, or null for a type the bench does not sample. */
export function classifyPath(pathname: string): { kind: PageKind | 'topLevelPage'; locale: Locale } | null {
  const parts = pathname.split('/').filter(Boolean);
  const locale: Locale = parts[0] === 'fr' ? 'fr' : 'en';
  if (locale === 'fr') parts.shift();
  const [first, second, third] = parts;
  if (first === undefined) return { kind: 'home', locale };
  if (third !== undefined) return null;
  if (second === undefined) {
    const list = lists[first];
    if (list) return { kind: list, locale };
    const schedule = schedulePages[first];
    if (schedule) return { kind: schedule, locale };
    return topLevelPages.has(first) ? { kind: 'topLevelPage', locale } : null;
  }
  // One festival day of the calendar (`/calendar/2027-09-23`).
  if (lists[first] === 'calendar' && festivalDay.test(second)) return { kind: 'calendarDay', locale };
  const kind = items[first];
  return kind ? { kind, locale } : null;
}

/** One page per type and language from a sitemap; a top-level page stands in for `page` when none is listed. */
export function samplePagesFromSitemap(xml: string): SamplePage[] {
  const found = new Map<string, string>();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    let pathname: string;
    try {
      pathname = new URL(match[1]!.trim()).pathname;
    } catch {
      continue;
    }
    const classified = classifyPath(pathname);
    if (!classified) continue;
    const key = `${classified.kind}:${classified.locale}`;
    if (!found.has(key)) found.set(key, pathname);
  }
  const pages: SamplePage[] = [];
  for (const locale of ['en', 'fr'] as const) {
    for (const kind of pageKinds) {
      const path = found.get(`${kind}:${locale}`) ?? (kind === 'page' ? found.get(`topLevelPage:${locale}`) : undefined);
      if (path) pages.push({ kind, locale, name: `${kind} (${locale})`, path });
    }
  }
  return pages;
}

export async function discoverSamplePages(siteUrl: string): Promise<SamplePage[]> {
  const response = await fetch(`${siteUrl}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`sitemap: HTTP ${response.status}`);
  const pages = samplePagesFromSitemap(await response.text());
  if (pages.length === 0) throw new Error('sitemap: no page of a measured type');
  return pages;
}

/** The eight pages of issue 28's budgets, which a quick run measures, in the language asked for. */
const budgetKinds: readonly PageKind[] = ['home', 'event', 'artist', 'calendar', 'calendarDay', 'timetable', 'mySchedule', 'venue'];

/**
 * Lighthouse pages in order of interest: the budget pages in `locale`, then the news and a page,
 * then the other language's home and calendar as spot checks.
 */
export function lighthouseOrder(locale: Locale): string[] {
  const other: Locale = locale === 'en' ? 'fr' : 'en';
  return [...budgetKinds, 'newsItem', 'page' as const].map((kind) => `${kind}:${locale}`).concat(`home:${other}`, `calendar:${other}`);
}

/** The eight budget pages in `locale`, in the budgets' order, as far as the sitemap has them. */
export function budgetPages(samples: readonly SamplePage[], locale: Locale): SamplePage[] {
  return budgetKinds.map((kind) => samples.find((s) => s.kind === kind && s.locale === locale)).filter((s): s is SamplePage => s !== undefined);
}
