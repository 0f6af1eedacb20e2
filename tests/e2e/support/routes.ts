import type { Page } from '@playwright/test';

export type RouteKind =
  | 'home'
  | 'calendar'
  | 'event'
  | 'artists'
  | 'artist'
  | 'news'
  | 'newsItem'
  | 'page'
  | 'topLevelPage'
  | 'about'
  | 'aboutSubPage'
  | 'filteredCalendar'
  | 'filteredArtists'
  | 'calendarDay'
  | 'timetable'
  | 'mySchedule'
  | 'venues'
  | 'venue';

export interface RouteSample {
  kind: RouteKind;
  locale: 'en' | 'fr';
  path: string;
  hasTranslation: boolean;
}

const topLevel = new Set([
  'partners-and-sponsors', 'media-and-press', 'contact', 'tickets-and-passes',
  'partenaires-et-commanditaires', 'medias-et-presse', 'billets-et-passeports',
]);
/** The festival schedule page (its text and the timetable) and My schedule have kinds of their own. */
const scheduleKinds: Record<string, RouteKind> = {
  'festival-schedule': 'timetable', 'programme-du-festival': 'timetable', 'my-schedule': 'mySchedule', 'mon-horaire': 'mySchedule',
};

function classify(path: string): { kind: RouteKind; locale: 'en' | 'fr' } | null {
  const parts = path.split('/').filter(Boolean);
  const locale = parts[0] === 'fr' ? 'fr' : 'en';
  if (locale === 'fr') parts.shift();
  const [first, second] = parts;
  if (!first) return { kind: 'home', locale };
  const map: Record<string, [RouteKind, RouteKind | null]> = {
    calendar: ['calendar', null], calendrier: ['calendar', null],
    event: ['event', 'event'], evenement: ['event', 'event'],
    artists: ['artists', null], artistes: ['artists', null],
    artist: ['artist', 'artist'], artiste: ['artist', 'artist'],
    news: ['news', 'newsItem'], nouvelles: ['news', 'newsItem'],
    page: ['page', 'page'],
    about: ['about', 'aboutSubPage'], 'a-propos': ['about', 'aboutSubPage'],
    venues: ['venues', null], lieux: ['venues', null],
    venue: ['venue', 'venue'], lieu: ['venue', 'venue'],
  };
  if (topLevel.has(first) && !second) return { kind: 'topLevelPage', locale };
  if (scheduleKinds[first] && !second) return { kind: scheduleKinds[first]!, locale };
  if ((first === 'calendar' || first === 'calendrier') && second && /^\d{4}-\d{2}-\d{2}$/.test(second)) return { kind: 'calendarDay', locale };
  const entry = map[first];
  if (!entry) return null;
  const kind = second ? entry[1] : entry[0];
  return kind ? { kind, locale } : null;
}

/**
 * Finds one URL of every route kind in both languages from the site itself: the sitemap (with
 * its hreflang alternates) and the calendar's and artist list's category chips.
 */
export async function discoverRoutes(page: Page): Promise<RouteSample[]> {
  const response = await page.request.get('/sitemap.xml');
  const xml = await response.text();
  const byKind = new Map<string, RouteSample>();
  for (const block of xml.split('<url>').slice(1)) {
    const loc = block.match(/<loc>([^<]+)<\/loc>/)?.[1];
    if (!loc) continue;
    const path = new URL(loc).pathname;
    const found = classify(path);
    if (!found) continue;
    const alternates = block.match(/hreflang="(en|fr)"/g)?.length ?? 0;
    const sample = { ...found, path, hasTranslation: alternates >= 2 };
    const key = `${found.kind}:${found.locale}`;
    // Prefer a translated item, so the round-trip test has something to check.
    if (!byKind.has(key) || (!byKind.get(key)!.hasTranslation && sample.hasTranslation)) byKind.set(key, sample);
  }
  for (const [list, kind] of [['calendar', 'filteredCalendar'], ['artists', 'filteredArtists']] as const) {
    for (const locale of ['en', 'fr'] as const) {
      const listPath = byKind.get(`${list}:${locale}`)?.path;
      if (!listPath) continue;
      await page.goto(listPath);
      const param = locale === 'fr' ? 'categorie' : 'category';
      const filters = page.getByRole('navigation', { name: /Filter by category|Filtrer par catégorie/ });
      const href = await filters.locator(`a[href*="?${param}="]`).nth(1).getAttribute('href');
      // The calendar's chips land on its results (`#events`): the page is the path and query.
      if (href) byKind.set(`${kind}:${locale}`, { kind, locale, path: href.split('#')[0]!, hasTranslation: true });
    }
  }
  return [...byKind.values()];
}
