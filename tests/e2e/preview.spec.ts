import { type Browser, expect, type Page, type Response, test } from '@playwright/test';
import { REVISED_EVENT_KEY, REVISED_VENUE_SLUG } from '../../cms/seed/revisions';
import type { Locale } from '../../i18n/locales';
import { sectionPath } from '../../i18n/routes';
import { expectNoAxeViolations } from './support/axe';
import { e2ePreviewEditor, e2ePreviewSecret } from './support/preview-env';

/**
 * Draft preview: the content team's preview link turns Draft Mode on and shows unpublished
 * content with a banner, in both languages, while the public never sees it (before, during or
 * after a preview). The items are found on the content server as the editor, never hard-coded.
 */

const cmsUrl = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? 4100}/graphql/`;
const locales: Locale[] = ['en', 'fr'];
const code = (locale: Locale) => (locale === 'en' ? 'EN' : 'FR');

interface Item {
  databaseId: number;
  slug: string;
  title: string;
}

async function asEditor<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { user, applicationPassword } = e2ePreviewEditor;
  const response = await fetch(cmsUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${user}:${applicationPassword}`).toString('base64')}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (!response.ok || body.errors) throw new Error(`Content server: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const draftEvents = {} as Record<Locale, Item>;
const draftPages = {} as Record<Locale, Item>;
const revisedEvents = {} as Record<Locale, Item & { revisionTitle: string }>;
const revisedVenues = {} as Record<Locale, Item & { revisionTitle: string }>;

test.beforeAll(async () => {
  for (const locale of locales) {
    const drafts = await asEditor<{ events: { nodes: Item[] }; pages: { nodes: Item[] } }>(
      `query ($language: LanguageCodeFilterEnum!) {
        events(first: 1, where: { language: $language, stati: [DRAFT] }) { nodes { databaseId slug title } }
        pages(first: 1, where: { language: $language, stati: [DRAFT] }) { nodes { databaseId slug title } }
      }`,
      { language: code(locale) },
    );
    draftEvents[locale] = drafts.events.nodes[0]!;
    draftPages[locale] = drafts.pages.nodes[0]!;
  }
  for (const [type, slug, found] of [['event', REVISED_EVENT_KEY, revisedEvents], ['venue', REVISED_VENUE_SLUG, revisedVenues]] as const) {
    const revised = await asEditor<Record<typeof type, Item & { fr: Item }>>(
      `query ($slug: ID!) { ${type}(id: $slug, idType: SLUG) { databaseId slug title fr: translation(language: FR) { databaseId slug title } } }`,
      { slug },
    );
    const { fr, ...en } = revised[type];
    for (const [locale, item] of [['en', en], ['fr', fr]] as const) {
      const preview = await asEditor<Record<typeof type, { title: string }>>(
        `query ($id: ID!) { ${type}(id: $id, idType: DATABASE_ID, asPreview: true) { title } }`,
        { id: String(item.databaseId) },
      );
      found[locale] = { ...item, revisionTitle: preview[type].title };
      expect(preview[type].title).not.toBe(item.title);
    }
  }
});

function previewLink(params: Record<string, string | number>, secret = e2ePreviewSecret): string {
  const query = new URLSearchParams({ secret, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
  return `/api/preview?${query}`;
}

async function draftModeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === '__prerender_bypass');
}

function expectPrivateNoindex(response: Response | null, label: string) {
  const headers = response?.headers() ?? {};
  expect(headers['cache-control'], label).toMatch(/private/);
  expect(headers['cache-control'], label).toMatch(/no-store/);
  expect(headers['x-robots-tag'], label).toMatch(/noindex/);
}

async function expectBanner(page: Page, locale: Locale) {
  const banner = page.getByRole('complementary', { name: locale === 'en' ? 'Preview' : 'Aperçu' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: locale === 'en' ? 'Exit preview' : 'Quitter l’aperçu' })).toBeVisible();
}

/** A browser that has never previewed: what any visitor gets. */
async function publicTitle(browser: Browser, path: string): Promise<{ status: number | undefined; h1: string | null }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  const h1 = response?.status() === 200 ? await page.locator('h1').textContent() : null;
  await context.close();
  return { status: response?.status(), h1 };
}

test('a draft event or page is a 404 for the public, in both languages', async ({ page }) => {
  for (const locale of locales) {
    for (const draft of [
      { path: sectionPath(locale, 'event', draftEvents[locale].slug), title: draftEvents[locale].title },
      { path: sectionPath(locale, 'page', draftPages[locale].slug), title: draftPages[locale].title },
    ]) {
      const response = await page.goto(draft.path);
      expect(response?.status(), draft.path).toBe(404);
      await expect(page.getByText(draft.title)).toHaveCount(0);
    }
  }
});

test('a wrong or missing secret is refused with 401 and turns nothing on', async ({ page }) => {
  for (const url of [
    previewLink({ type: 'event', id: draftEvents.en.databaseId, lang: 'en' }, 'wrong-secret'),
    `/api/preview?type=event&id=${draftEvents.en.databaseId}&lang=en`,
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(401);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('body')).toHaveText('Invalid preview secret.');
    expect(await draftModeCookie(page)).toBeUndefined();
  }
});

test('bad parameters answer 400 and an unknown item 404, with nothing turned on', async ({ page }) => {
  for (const [params, status] of [
    [{ type: 'sponsor', id: 1, lang: 'en' }, 400],
    [{ type: 'venue', id: 999999, lang: 'en' }, 404],
    [{ type: 'event', id: 1, lang: 'de' }, 400],
    [{ type: 'event', id: 'abc', lang: 'en' }, 400],
    [{ type: 'event', lang: 'en' }, 400],
    [{ type: 'event', id: 999999, lang: 'en' }, 404],
    // The French draft named as English: not an English item.
    [{ type: 'event', id: draftEvents.fr.databaseId, lang: 'en' }, 404],
  ] as const) {
    const response = await page.goto(previewLink(params));
    expect(response?.status(), JSON.stringify(params)).toBe(status);
    expect(await draftModeCookie(page)).toBeUndefined();
  }
});

test('the preview link shows a draft event with the banner, in both languages, never cached nor indexed', async ({ page }) => {
  for (const locale of locales) {
    const draft = draftEvents[locale];
    const response = await page.goto(previewLink({ type: 'event', id: draft.databaseId, lang: locale }));
    expect(page.url()).toMatch(new RegExp(`${sectionPath(locale, 'event', draft.slug)}$`));
    expect(response?.status()).toBe(200);
    expectPrivateNoindex(response, `draft event ${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectBanner(page, locale);
  }
});

test('the preview link by slug shows a draft page with the banner, in both languages', async ({ page }) => {
  for (const locale of locales) {
    const draft = draftPages[locale];
    const response = await page.goto(previewLink({ type: 'page', slug: draft.slug, lang: locale }));
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(new RegExp(`${sectionPath(locale, 'page', draft.slug)}$`));
    expectPrivateNoindex(response, `draft page ${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expectBanner(page, locale);
  }
});

test("a published event's pending revision shows in preview only, before, during and after it", async ({ page, browser }) => {
  for (const locale of locales) {
    const event = revisedEvents[locale];
    const path = sectionPath(locale, 'event', event.slug);
    expect(await publicTitle(browser, path)).toEqual({ status: 200, h1: event.title });

    const response = await page.goto(previewLink({ type: 'event', id: event.databaseId, lang: locale }));
    expect(response?.status()).toBe(200);
    expectPrivateNoindex(response, `revised event ${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.revisionTitle);
    await expectBanner(page, locale);

    // While the editor previews, and after: the public page is the published one.
    expect(await publicTitle(browser, path)).toEqual({ status: 200, h1: event.title });
  }
});

test("a published venue's pending revision shows in preview only, by id and by slug, in both languages", async ({ page, browser }) => {
  for (const locale of locales) {
    const venue = revisedVenues[locale];
    const path = sectionPath(locale, 'venue', venue.slug);
    expect(await publicTitle(browser, path)).toEqual({ status: 200, h1: venue.title });

    for (const ref of [{ id: venue.databaseId }, { slug: venue.slug }] as Array<Record<string, string | number>>) {
      const response = await page.goto(previewLink({ type: 'venue', ...ref, lang: locale }));
      expect(page.url()).toMatch(new RegExp(`${path}$`));
      expect(response?.status()).toBe(200);
      expectPrivateNoindex(response, `revised venue ${locale} ${JSON.stringify(ref)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(venue.revisionTitle);
      await expectBanner(page, locale);
    }
    await expectNoAxeViolations(page);

    // While the editor previews, and after: the public page is the published one.
    expect(await publicTitle(browser, path)).toEqual({ status: 200, h1: venue.title });
  }
});

test('exit preview returns to the public page, published content again, draft mode off', async ({ page }) => {
  for (const locale of locales) {
    const event = revisedEvents[locale];
    const path = sectionPath(locale, 'event', event.slug);
    await page.goto(previewLink({ type: 'event', id: event.databaseId, lang: locale }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.revisionTitle);

    await page.getByRole('link', { name: locale === 'en' ? 'Exit preview' : 'Quitter l’aperçu' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(page.getByRole('complementary', { name: locale === 'en' ? 'Preview' : 'Aperçu' })).toHaveCount(0);
    expect(await draftModeCookie(page)).toBeUndefined();

    // The draft is gone again for this browser too.
    const draft = await page.goto(sectionPath(locale, 'event', draftEvents[locale].slug));
    expect(draft?.status()).toBe(404);
  }
});

test('the exit route only goes back to paths on this site', async ({ page }) => {
  for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
    const response = await page.request.get(`/api/preview/exit?path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe('/');
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
});

test('axe reports no violations on preview pages with the banner, in both languages', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(previewLink({ type: 'event', id: draftEvents[locale].databaseId, lang: locale }));
    await expectBanner(page, locale);
    await expectNoAxeViolations(page);
    await page.goto(previewLink({ type: 'page', id: draftPages[locale].databaseId, lang: locale }));
    await expectBanner(page, locale);
    await expectNoAxeViolations(page);
  }
});

test('the banner exit link is keyboard reachable with a visible focus', async ({ page }) => {
  await page.goto(previewLink({ type: 'event', id: draftEvents.en.databaseId, lang: 'en' }));
  const exit = page.getByRole('link', { name: 'Exit preview' });
  // Tab to it, as a keyboard user does (focus-visible applies to keyboard focus).
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(exit).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 10_000 });
  // The site's own ring (3 px, solid), not the browser's thin default `auto` ring.
  const outline = await exit.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
