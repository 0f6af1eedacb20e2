/**
 * The bounded calendar, rendered through its route modules against the embedded content server
 * at the seed and at CMS_SCALE=500, as HTML without JavaScript: each festival day's section on
 * `/calendar` lists at most `calendarDaySectionCap` events (the seed's busiest day whole) and
 * ends with "All N events on {weekday} →" to the day's page, which lists every event of that day.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createSeedStore } from '../../../cms/seed';
import type { ContentStore, EventRecord } from '../../../cms/store/types';
import { startRouteContentServer } from '../fixtures/routes/content-server';
import { renderPage } from '../fixtures/routes/render-page';
import { routeProps } from '../fixtures/routes/expected-urls';
import { festivalDay } from '@/lib/festival-day';

vi.mock('next/headers', () => import('../fixtures/routes/request-scope'));

const seed = createSeedStore({ scale: 0 });
const scaled = createSeedStore({ scale: 500 });
const { replaceStore } = await startRouteContentServer({ store: seed });

const calendar = await import('@/app/[locale]/calendar/page');
const dayPage = await import('@/app/[locale]/calendar/[day]/page');
const { calendarDaySectionCap } = await import('@/components/event/calendar-view');

/** Each festival day's published, dated event slugs of a language, as the content server holds them. */
function eventsByDay(store: ContentStore, language: 'EN' | 'FR'): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const post of store.posts) {
    if (post.postType !== 'event' || post.language !== language || post.status !== 'publish') continue;
    const when = (post as EventRecord).eventDetails.newDate ?? (post as EventRecord).eventDetails.showDatetime;
    if (!when) continue;
    const day = festivalDay(when.replace(' ', 'T'));
    days.set(day, [...(days.get(day) ?? []), post.slug]);
  }
  return days;
}

const eventPrefix = { en: '/event/', fr: '/fr/evenement/' } as const;
const dayPrefix = { en: '/calendar/', fr: '/fr/calendrier/' } as const;

describe.each([
  { name: 'the seed', store: seed },
  { name: 'CMS_SCALE=500', store: scaled },
])('the calendar at $name', ({ name, store }) => {
  it.each(['en', 'fr'] as const)('caps each day’s section and links it to its day page, which lists the whole day (%s)', async (locale) => {
    replaceStore(store);
    const expected = eventsByDay(store, locale === 'en' ? 'EN' : 'FR');
    const page = await renderPage(calendar.default(routeProps({ locale })));
    const sections = page.findAll((element) => element.name === 'section' && element.attribs['data-day'] !== undefined);
    expect(sections.map((section) => section.attribs['data-day']).sort()).toEqual([...expected.keys()].sort());
    for (const section of sections) {
      const day = section.attribs['data-day']!;
      const all = expected.get(day)!;
      const listed = page.findAll((element) => element.name === 'a' && element.attribs.class === 'card-link', undefined).filter((a) => isInside(a, section));
      expect(listed.length).toBe(Math.min(all.length, calendarDaySectionCap));
      const more = page.findAll((element) => element.name === 'a' && element.attribs['data-day-link'] === day).filter((a) => isInside(a, section));
      expect(more).toHaveLength(1);
      expect(more[0]!.attribs.href).toBe(`${dayPrefix[locale]}${day}#events`);
      expect(textOfNode(more[0]!)).toMatch(new RegExp(`\\b${all.length}\\b`));

      const whole = await renderPage(dayPage.default(routeProps({ locale, day })));
      const onDayPage = whole
        .mainLinks()
        .filter((link) => link.href.startsWith(eventPrefix[locale]))
        .map((link) => decodeURIComponent(link.href.slice(eventPrefix[locale].length)));
      expect([...new Set(onDayPage)].sort()).toEqual([...all].map((slug) => decodeURIComponent(slug)).sort());
    }
    // The seed's busiest day fits whole.
    if (store === seed) expect(Math.max(...[...expected.values()].map((slugs) => slugs.length))).toBeLessThanOrEqual(calendarDaySectionCap);
    // What React renders (the HTML Next sends also carries the RSC payload, about as much again).
    console.info(`${name} ${locale}: /calendar renders ${(gzipSync(page.html).length / 1024).toFixed(1)} KB gzipped`);
  }, 60_000);
});

type Node = Parameters<typeof isInside>[0];
function isInside(element: { parent: unknown }, ancestor: unknown): boolean {
  for (let node = element.parent as { parent: unknown } | null; node; node = node.parent as { parent: unknown } | null) if (node === ancestor) return true;
  return false;
}
function textOfNode(element: Node & { children?: unknown[] }): string {
  const walk = (node: { data?: string; children?: unknown[] }): string => (node.data ?? '') + (node.children ?? []).map((child) => walk(child as never)).join('');
  return walk(element as never);
}
