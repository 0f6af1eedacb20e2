import { gzipSync } from 'node:zlib';
import { type BrowserContext, expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { en } from '../../i18n/dictionaries/en';
import { fr } from '../../i18n/dictionaries/fr';
import { expectNoAxeViolations } from './support/axe';
import { layoutShiftTotal, observeLayoutShiftsFromNow } from './support/layout-shift';

/**
 * Listen before you go (issue 30): players that load only when asked. A visitor walks from the
 * home page to an artist page and on to an event page, in both languages, on a phone and a
 * desktop; every request of the browser is recorded, and none may reach a provider before the
 * visitor presses play. The providers' hosts are answered by a stub here, so nothing leaves the
 * machine; what the player's frame asks for after the press is the provider's own business.
 */

test.describe.configure({ timeout: 90_000 });

/** Every host a player, its scripts or its images could come from. */
const providerHost = /(^|\.)(spotify\.com|scdn\.co|spotifycdn\.com|soundcloud\.com|sndcdn\.com|youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com|bandcamp\.com|bcbits\.com)$/;

const playerStub = '<!doctype html><html lang="en"><head><title>Player stand-in</title></head><body><p>Player stand-in</p></body></html>';

const languages = [
  { locale: 'en', t: en, home: '/', allArtists: 'All artists', listen: 'Listen', sets: 'Sets', play: 'Play', on: 'on', ifYouLike: 'If you like Mira Solenne' },
  { locale: 'fr', t: fr, home: '/fr', allArtists: 'Tous les artistes', listen: 'Écouter', sets: 'Prestations', play: 'Écouter', on: 'sur', ifYouLike: 'Si vous aimez Mira Solenne' },
] as const;

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 900 } },
] as const;

/** Records every request of the context (frames included) and stubs the providers' hosts. */
async function recordRequests(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route((url) => providerHost.test(url.hostname), (route) => route.fulfill({ contentType: 'text/html', body: playerStub }));
  await context.addInitScript(() => {
    window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
    // The Content-Security-Policy must let the players in: any violation is recorded.
    const record = window as unknown as { __cspViolations: string[] };
    record.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => record.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return requests;
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

function providerRequests(requests: readonly Request[], from = 0): string[] {
  return requests.slice(from).map((request) => request.url()).filter((url) => providerHost.test(new URL(url).hostname));
}

/** Presses Tab until `target` has the focus: it is reachable from the keyboard. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('not reachable with the Tab key');
}

/** The embed addresses the artist's own links (the Links box) should give. */
async function linkHref(page: Page, key: string): Promise<string> {
  return (await page.locator(`a[data-link="${key}"]`).getAttribute('href'))!;
}

for (const lang of languages) {
  for (const viewport of viewports) {
    test(`${lang.locale}, ${viewport.name}: nothing from a provider before play; the official player after (artist page, then event page)`, async ({ page, context }) => {
      await page.setViewportSize(viewport.size);
      const requests = await recordRequests(context);

      // From the home page to the artists list, to an artist whose links give three players.
      await page.goto(lang.home);
      await page.getByRole('link', { name: lang.allArtists }).first().click();
      await page.getByRole('link', { name: 'Mira Solenne' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Mira Solenne' })).toBeVisible();

      const listen = page.locator('[data-listen-block]');
      await expect(listen.getByRole('heading', { name: lang.listen })).toBeVisible();
      const buttons = listen.getByRole('button');
      await expect(buttons).toHaveCount(3);
      // Named with the artist and the provider, and described by the sentence on what is shared.
      const soundcloud = listen.getByRole('button', { name: `${lang.play} Mira Solenne ${lang.on} SoundCloud` });
      await expect(soundcloud).toHaveAccessibleDescription(/soundcloud/i);
      await expect(listen.getByRole('button', { name: `${lang.play} Mira Solenne ${lang.on} Spotify` })).toHaveCount(2);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(providerRequests(requests)).toEqual([]);
      // Its Bandcamp page gives no player (no album id in the address): a link out.
      await expect(listen.locator('a[data-listen-link="bandcamp"]')).toHaveAttribute('href', await linkHref(page, 'bandcamp'));

      // Pressed from the keyboard: SoundCloud's widget for the artist's SoundCloud address, in the
      // box the facade held (same size, nothing moves), with the focus inside it.
      // From the keypress on: the page was reached from the home page by client-side navigation.
      await observeLayoutShiftsFromNow(page);
      const box = soundcloud.locator('xpath=ancestor::*[@data-listen-box][1]');
      await tabTo(page, soundcloud);
      const before = await box.boundingBox();
      await page.keyboard.press('Enter');
      const player = listen.locator('iframe');
      await expect(player).toHaveCount(1);
      const src = new URL((await player.getAttribute('src'))!);
      expect(src.origin + src.pathname).toBe('https://w.soundcloud.com/player/');
      expect(src.searchParams.get('url')).toBe(await linkHref(page, 'soundcloud'));
      await expect(player).toHaveAttribute('title', /SoundCloud.*Mira Solenne/);
      await expect(player).toBeFocused();
      expect(await player.boundingBox()).toEqual(before);
      expect(await layoutShiftTotal(page)).toBe(0);
      await expect.poll(() => providerRequests(requests).some((url) => url.startsWith('https://w.soundcloud.com/player/'))).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
      await expectNoAxeViolations(page);

      const albumTrack = await linkHref(page, 'albumTrack');

      // The artist's sets, then one of them: the event page.
      const sets = page.getByRole('region', { name: lang.sets });
      await expect(sets.locator('[data-artist-set]').first()).toBeVisible();
      const eventLink = sets.locator('[data-artist-set] a').first();
      const eventTitle = (await eventLink.textContent())!.trim();
      const sinceEvent = requests.length;
      await eventLink.click();
      await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
      const play = page.getByRole('button', { name: `${lang.play} Mira Solenne ${lang.on} Spotify` });
      await expect(play).toHaveAccessibleDescription(/Spotify, SoundCloud, YouTube/);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(providerRequests(requests, sinceEvent)).toEqual([]);

      // Beside the artist, the first player of their links: the track the editors picked.
      await tabTo(page, play);
      await page.keyboard.press('Enter');
      // Open, its button says what pressing it does now.
      const close = page.getByRole('button', { name: lang.t.listen.closeLabel.replace('{artist}', 'Mira Solenne'), exact: true });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(close).toContainText(lang.t.listen.close);
      const eventPlayer = page.locator(`[id="${await close.getAttribute('aria-controls')}"] iframe`);
      await expect(eventPlayer).toHaveCount(1);
      const track = /^https:\/\/open\.spotify\.com\/track\/([0-9A-Za-z]{22})$/.exec(albumTrack)![1];
      await expect(eventPlayer).toHaveAttribute('src', `https://open.spotify.com/embed/track/${track}`);
      await expectNoAxeViolations(page);
    });
  }
}

for (const lang of languages) {
  for (const viewport of viewports) {
    test(`${lang.locale}, ${viewport.name}: one player plays at a time, and an open player's button says it closes it`, async ({ page, context }) => {
      await page.setViewportSize(viewport.size);
      await recordRequests(context);
      await page.goto(lang.home);
      await page.getByRole('link', { name: lang.allArtists }).first().click();
      await page.getByRole('link', { name: 'Mira Solenne' }).first().click();
      const listen = page.locator('[data-listen-block]');
      const frames = listen.locator('iframe');
      const soundcloud = listen.getByRole('button', { name: `${lang.play} Mira Solenne ${lang.on} SoundCloud` });
      const spotify = listen.getByRole('button', { name: `${lang.play} Mira Solenne ${lang.on} Spotify` }).first();
      await soundcloud.click();
      await expect(frames).toHaveCount(1);
      await expect(frames).toHaveAttribute('src', /soundcloud/);
      // Another player of the page: the first one stops (its facade is back).
      await spotify.click();
      await expect(frames).toHaveCount(1);
      await expect(frames).toHaveAttribute('src', /open\.spotify\.com/);
      await expect(soundcloud).toBeVisible();
      // The footer's playlist: the artist's player stops; the artist's again: the playlist stops.
      const playlist = page.getByTestId('playlist-player');
      const playlistButton = playlist.getByRole('button', { name: lang.t.shell.playlist.show });
      await playlistButton.click();
      await expect(playlist.locator('iframe')).toHaveCount(1);
      await expect(frames).toHaveCount(0);
      await soundcloud.click();
      await expect(frames).toHaveCount(1);
      await expect(playlist.locator('iframe')).toHaveCount(0);
      await expect(playlistButton).toHaveAttribute('aria-expanded', 'false');

      // An event's bill: the open player's button closes it, and says so.
      const sets = page.getByRole('region', { name: lang.sets });
      await sets.locator('[data-artist-set] a').first().click();
      const play = page.getByRole('button', { name: `${lang.play} Mira Solenne ${lang.on} Spotify` });
      await play.click();
      const close = page.getByRole('button', { name: lang.t.listen.closeLabel.replace('{artist}', 'Mira Solenne'), exact: true });
      await expect(close).toContainText(lang.t.listen.close);
      await expect(page.locator('main iframe')).toHaveCount(1);
      await close.click();
      await expect(page.locator('main iframe')).toHaveCount(0);
      await expect(play).toHaveAttribute('aria-expanded', 'false');
      await expect(play).toBeFocused();
    });
  }
}

test('a video: YouTube’s player without cookies, for the address in the artist’s links', async ({ page, context }) => {
  const requests = await recordRequests(context);
  await page.goto('/artists');
  await page.getByRole('link', { name: 'Los Tres Faroles' }).first().click();
  const youtube = page.getByRole('button', { name: 'Play Los Tres Faroles on YouTube' });
  expect(providerRequests(requests)).toEqual([]);
  const video = new URL(await linkHref(page, 'youtube')).searchParams.get('v');
  await youtube.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video}?autoplay=1`);
  // 16:9, the box the facade held.
  const box = (await page.locator('iframe').boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  await expect.poll(() => providerRequests(requests).some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
});

test('suggestions: "if you like" other festival artists, each with a set, each page there', async ({ page }) => {
  for (const lang of languages) {
    await page.goto(lang.home);
    await page.getByRole('link', { name: lang.allArtists }).first().click();
    await page.getByRole('link', { name: 'Mira Solenne' }).first().click();
    const region = page.locator('[data-suggestions]');
    await expect(region.getByRole('heading', { name: lang.ifYouLike })).toBeVisible();
    const suggested = region.locator('[data-suggested-artist]');
    const count = await suggested.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
    const hrefs = await suggested.locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.some((href) => /mira-solenne/.test(href))).toBe(false);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    // Each with a set: a link to an event page.
    await expect(suggested.locator('a[href*="/even"]')).toHaveCount(count);
  }
});

test('budget: the players load on artist and event pages only, adding at most 2 KB gzipped', async ({ browser }) => {
  /** The page's scripts as a fresh browser loads them: gzipped bytes, and whether the players' island is among them. */
  async function scriptsOf(path: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(path);
    // Its scripts are asked for once it is painted (or are in its head); then whatever they load in turn.
    await page.waitForFunction(() => document.querySelector('script[src*="/_next/static/chunks/"]') !== null);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    await context.close();
    return { gzipped: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0), players: scripts.some((body) => body.includes('data-listen-player')) };
  }
  for (const path of ['/', '/artists', '/calendar', '/news', '/fr']) expect((await scriptsOf(path)).players, path).toBe(false);
  const [home, event, artist, frArtist] = await Promise.all(['/', '/event/opening-night', '/artist/mira-solenne', '/fr/artiste/mira-solenne-fr'].map(scriptsOf));
  for (const page of [event, artist, frArtist]) expect(page!.players).toBe(true);
  // The home and event pages load the same islands but the players (the star is on both).
  expect(event!.gzipped - home!.gzipped).toBeLessThanOrEqual(2048);
  // The artist page loads nothing the event page does not (its sets carry the same star).
  expect(artist!.gzipped).toBeLessThanOrEqual(event!.gzipped);
});
