import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The programme's calendar feeds as a festival-goer finds them: from the home page to the
 * calendar, narrowed to a category, then subscribed to (`webcal:`) or downloaded; the file is one
 * calendar event per event of that category, each with the same UID as in the event's own file.
 * Both languages, phone and desktop widths.
 */

test.describe.configure({ timeout: 90_000 });

const languages = [
  { locale: 'en', home: '/', seeCalendar: 'Full calendar', category: 'Music', feed: /\/calendar\/feed\/music\.ics$/, subscribe: 'Subscribe to this programme', download: 'Download it (.ics)' },
  { locale: 'fr', home: '/fr', seeCalendar: 'Tout le calendrier', category: 'Musique', feed: /\/fr\/calendrier\/feed\/musique\.ics$/, subscribe: 'S’abonner à ce programme', download: 'Le télécharger (.ics)' },
] as const;

const widths = [390, 1280];

function vevents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

for (const lang of languages) {
  for (const width of widths) {
    test(`${lang.locale} at ${width}px: home → calendar → a category → its feed, subscribed or downloaded`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(lang.home);
      await page.getByRole('link', { name: lang.seeCalendar }).first().click();
      // A calendar chip's name is its category's, then how many events it leaves: "Music (12 events)".
      await page.getByRole('link', { name: new RegExp(`^${lang.category} \\(`) }).first().click();
      await expect(page).toHaveURL(new RegExp(`categor(y|ie)=`));

      const subscribe = page.getByRole('link', { name: lang.subscribe });
      await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\//);
      expect((await subscribe.getAttribute('href'))!).toMatch(lang.feed);

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: lang.download }).click();
      const events = vevents(await readFile((await (await downloading).path())!, 'utf8'));
      expect(events.length).toBeGreaterThan(5);
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

      // The same event in its own file: the same UID and SEQUENCE (one event in the visitor's calendar).
      const first = events[0]!;
      const eventPath = new URL(String(first.component.getFirstPropertyValue('url'))).pathname;
      const own = await request.get(`${eventPath}/ics`);
      expect(own.status()).toBe(200);
      const [single] = vevents(await own.text());
      expect(single!.uid).toBe(first.uid);
      expect(single!.sequence).toBe(first.sequence);

      await expectNoAxeViolations(page);
    });
  }

  test(`${lang.locale}: the programme feed and schedule files answer 304 when unchanged`, async ({ request }) => {
    const prefix = lang.locale === 'fr' ? '/fr' : '';
    for (const path of [`${prefix}/schedule.xml`, `${prefix}/schedule.json`, lang.locale === 'fr' ? '/fr/nouvelles/feed.xml' : '/news/feed.xml']) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      const again = await request.get(path, { headers: { 'if-none-match': first.headers().etag! } });
      expect(again.status(), path).toBe(304);
    }
  });
}
