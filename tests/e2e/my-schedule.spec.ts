import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, type Page, test } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';

/**
 * My schedule end to end: stars on the timetable and an event page, the list by day with a clash,
 * what changed since a pick, the .ics feed downloaded and parsed, the share link (and its QR
 * code) opened in a fresh browser, a damaged stored value recovered. Both languages.
 */

// Heavy pages (the timetable, 63 cards) on a shared 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const languages = [
  { locale: 'en', timetable: '/festival-schedule', mine: '/my-schedule', keep: 'Add to My schedule', clash: 'Clashes with', moved: 'Moved:', addAll: 'Add them all to my schedule', qr: 'Show a QR code' },
  { locale: 'fr', timetable: '/fr/programme-du-festival', mine: '/fr/mon-horaire', keep: 'Ajouter à Mon horaire', clash: 'En conflit avec', moved: 'Déplacé :', addAll: 'Tous les ajouter à mon horaire', qr: 'Afficher un code QR' },
] as const;

async function star(page: Page, keep: string, title: RegExp) {
  const button = page.getByRole('button', { name: new RegExp(`^${keep} : ?.*${title.source}|^${keep}: .*${title.source}`) }).first();
  await expect(button).toBeEnabled();
  const id = await button.getAttribute('data-schedule-star');
  await button.click();
  // Its name now says what the next press does; every star of that event follows.
  await expect(page.locator(`[data-schedule-star="${id}"]`).first()).toHaveAttribute('data-picked', 'true');
}

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

for (const lang of languages) {
  test(`${lang.locale}: star → My schedule by day with a clash → feed downloaded and parsed → shared link round-trip`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(lang.timetable);
    // Two shows at 9:00 pm on the first night (a clash) and an afternoon workshop.
    await star(page, lang.keep, /Mira Solenne/);
    await star(page, lang.keep, /Neon Tundra/);
    await star(page, lang.keep, /(Screen-Printing|sérigraphie)/);
    // The same event's other stars (card, list) follow.
    await page.goto(lang.mine);
    const picks = page.locator('[data-pick]');
    await expect(picks).toHaveCount(3);
    await expect(page.locator('main h2').first()).toContainText(lang.locale === 'en' ? 'Wednesday, September 22' : 'mercredi 22 septembre');
    await expect(picks.first()).toContainText(/(Screen-Printing|sérigraphie)/);
    const clashing = page.locator('[data-pick][data-clash]');
    await expect(clashing).toHaveCount(2);
    await expect(clashing.filter({ has: page.getByRole('link', { name: /Mira Solenne/ }) })).toContainText(new RegExp(`${lang.clash} .*Neon Tundra`));

    // The feed: one .ics with the three events at their Montréal times.
    const downloading = page.waitForEvent('download');
    await page.locator('[data-feed-download]').click();
    const download = await downloading;
    const events = parseIcs(await readFile((await download.path())!, 'utf8'));
    expect(events).toHaveLength(3);
    const opening = events.find((event) => /Mira Solenne/.test(event.summary))!;
    expect(opening.startDate.toJSDate().toISOString()).toBe('2027-09-23T01:00:00.000Z');
    expect(opening.uid).toMatch(/^event-\d+@/);
    const subscribe = await page.locator('[data-feed-subscribe]').getAttribute('href');
    expect(subscribe).toMatch(/^webcal:\/\/[^/]+\/.*\/feed\/[0-9a-z.]+\.ics$/);

    // Share: the link holds only the ids, in the fragment; its QR code on the page encodes it.
    const shareUrl = await page.locator('#my-schedule-share-link').inputValue();
    expect(shareUrl).toMatch(new RegExp(`${lang.mine}#share=[0-9a-z]+(\\.[0-9a-z]+){2}$`));
    await page.getByRole('button', { name: lang.qr }).click();
    const qr = page.locator('#my-schedule-qr svg[role="img"]');
    await expect(qr).toBeVisible();
    const { data, info } = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(decodeQR({ width: info.width, height: info.height, data })).toBe(shareUrl);
    await expectNoAxeViolations(page);

    // A friend opens the link: the three events, none theirs yet; they add them all.
    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(shareUrl);
    const shared = friendPage.locator('[data-shared-schedule]');
    await expect(shared.locator('[data-shared-pick]')).toHaveCount(3);
    await expect(friendPage.locator('[data-pick]')).toHaveCount(0);
    await shared.getByRole('button', { name: lang.addAll }).click();
    await expect(friendPage.locator('[data-pick]')).toHaveCount(3);
    await expect(shared).toContainText(lang.locale === 'en' ? 'Also in yours' : 'Aussi dans le vôtre');
    await friend.close();
  });
}

test('picks made in English are the same events in French', async ({ page }) => {
  await page.goto('/festival-schedule');
  await star(page, 'Add to My schedule', /Mira Solenne/);
  await page.goto('/fr/mon-horaire');
  await expect(page.locator('[data-pick]')).toHaveCount(1);
  await expect(page.locator('[data-pick]')).toContainText(/Soirée d.ouverture/);
});

test('an event page has a labelled star that keeps the event', async ({ page }) => {
  await page.goto('/calendar');
  await page.getByRole('link', { name: /Mira Solenne/ }).first().click();
  await page.getByRole('button', { name: 'Add to My schedule', exact: true }).click();
  const remove = page.getByRole('button', { name: 'Remove from My schedule', exact: true });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Add to My schedule', exact: true })).toBeFocused();
});

test('what changed since a pick is shown, and can be marked as seen', async ({ page }) => {
  await page.goto('/festival-schedule');
  await star(page, 'Add to My schedule', /Mira Solenne/);
  // The stored copy says it was at 8:00 pm in another venue: the programme has it at 9:00 pm now.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('mySchedule')!);
    stored.picks[0].startsAt = '2027-09-22T20:00:00';
    stored.picks[0].venue = 'Club Lumen';
    localStorage.setItem('mySchedule', JSON.stringify(stored));
  });
  await page.goto('/my-schedule');
  const pick = page.locator('[data-pick]');
  await expect(pick).toContainText('Moved: Wed 8:00 pm → Wed 9:00 pm');
  await expect(pick).toContainText('New venue: Club Lumen → Salle Mirabelle');
  await page.getByRole('button', { name: 'Mark changes as seen' }).click();
  await expect(pick).not.toHaveAttribute('data-changed', 'true');
  await page.reload();
  await expect(page.locator('[data-pick]')).not.toContainText('Moved:');
});

test('a damaged stored value keeps its valid picks', async ({ page }) => {
  await page.goto('/festival-schedule');
  await star(page, 'Add to My schedule', /Mira Solenne/);
  await star(page, 'Add to My schedule', /Neon Tundra/);
  await page.evaluate(() => localStorage.setItem('mySchedule', `${localStorage.getItem('mySchedule')!.slice(0, -30)}`));
  await page.goto('/my-schedule');
  await expect(page.locator('[data-pick]')).toHaveCount(1);
  // Repaired in storage.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('mySchedule')!).picks.length)).toBe(1);
});

test('a shared link that is not a list of ids says so', async ({ page }) => {
  await page.goto('/my-schedule#share=<script>');
  await expect(page.locator('main').getByRole('alert')).toContainText('This shared link is not valid');
});

test('the feed URL: bounded, validated ids, cacheable, generated from the content', async ({ request, page }) => {
  expect((await request.get('/my-schedule/feed/not!valid.ics')).status()).toBe(400);
  const tooMany = Array.from({ length: 201 }, (_, i) => (i + 1).toString(36)).join('.');
  const refused = await request.get(`/my-schedule/feed/${tooMany}.ics`);
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toMatch(/at most 200/);
  expect((await request.get('/my-schedule/feed/1.2')).status()).toBe(404);
  // Unsorted or repeated ids are the same set: one URL for it (a 308 there), as the README says.
  const unsorted = await request.get('/fr/mon-horaire/feed/7n.55.5h.55.ics', { maxRedirects: 0 });
  expect(unsorted.status()).toBe(308);
  expect(new URL(unsorted.headers()['location']!, unsorted.url()).pathname).toBe('/fr/mon-horaire/feed/55.5h.7n.ics');
  // Unknown ids are skipped: an empty calendar, not an error.
  const empty = await request.get('/fr/mon-horaire/feed/zik0zi.ics');
  expect(empty.status()).toBe(200);
  expect(empty.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/);
  expect(parseIcs(await empty.text())).toHaveLength(0);
  await page.goto('/festival-schedule');
  await star(page, 'Add to My schedule', /Mira Solenne/);
  const [id] = await page.evaluate(() => JSON.parse(localStorage.getItem('mySchedule')!).picks.map((p: { id: number }) => p.id));
  const french = parseIcs(await (await request.get(`/fr/mon-horaire/feed/${(id as number).toString(36)}.ics`)).text());
  expect(french.map((event) => event.summary)).toEqual([expect.stringMatching(/Soirée d.ouverture/)]);
});

test('axe: My schedule with picks and the timetable, in both languages', async ({ page }) => {
  // The timetable is a large page (five tables): axe takes a while on it.
  test.setTimeout(240_000);
  for (const lang of languages) {
    await page.goto(lang.timetable);
    await expectNoAxeViolations(page);
    // Starred once: the French page shows the English pick (the same event) as picked.
    if (lang.locale === 'en') await star(page, lang.keep, /Mira Solenne/);
    await page.goto(lang.mine);
    await expect(page.locator('[data-pick]').first()).toBeVisible();
    await page.getByRole('button', { name: lang.qr }).click();
    await expectNoAxeViolations(page);
    await page.goto(`${lang.mine}#share=1.2`);
    await expect(page.locator('[data-shared-schedule]')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
