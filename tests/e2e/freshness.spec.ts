import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { allContentTags } from '../../queries/tags';
import { cmsUrl, isHealthy, killContentServer, readState, startContentServer } from './support/freshness-servers';
import { discoverRoutes } from './support/routes';

/**
 * Content freshness and resilience against a production build: an edit in the content server
 * reaches every page that shows it within 2 s through the revalidation webhook, and while the
 * content server is down every page keeps serving its last good version. Runs only under
 * tests/e2e/freshness.config.ts, whose own content server these tests stop and restart.
 */
test.skip(!process.env.FRESHNESS_STATE_FILE, 'runs with -c tests/e2e/freshness.config.ts (its own content server)');

/** The spec's 2 s; E2E_FRESHNESS_DEADLINE_MS loosens it on a machine busy with other work. */
const freshnessDeadlineMs = Number(process.env.E2E_FRESHNESS_DEADLINE_MS ?? 2000);
const webhookPath = '/api/revalidate';

function secretHeader(): Record<string, string> {
  return { 'x-wpgraphql-revalidate-secret': readState().revalidateSecret };
}

async function edit(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${cmsUrl}/admin/edits`, {
    headers: { authorization: `Bearer ${readState().adminToken}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { revalidation: { status: string; httpStatus?: number } };
}

async function cmsQuery<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post(`${cmsUrl}/graphql/`, { data: { query } });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Events linked from the page's own content (not from the menus, which show menu labels). */
function eventSlugsLinked(html: string, locale: 'en' | 'fr'): string[] {
  const pattern = locale === 'en' ? /href="\/event\/([^"/?#]+)"/g : /href="\/fr\/evenement\/([^"/?#]+)"/g;
  return [...new Set([...mainOf(html).matchAll(pattern)].map((match) => match[1]!))];
}

function linkedOnBoth(a: string[], b: string[]): string[] {
  return a.filter((slug) => b.includes(slug));
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The page's own content: the HTML between `<main` and `</main>` (or the whole body, e.g. the sitemap). */
function mainOf(text: string): string {
  const start = text.indexOf('<main');
  return start === -1 ? text : text.slice(start, text.indexOf('</main>', start));
}

/**
 * Requests each path until its HTML contains the expected text. Returns when each page was first
 * seen fresh (ms after `since`), or fails with the paths still stale at the deadline.
 */
async function pollUntilFresh(
  request: APIRequestContext,
  expectations: Array<{ path: string; text: string }>,
  since: number,
  deadlineMs: number,
): Promise<Map<string, number>> {
  const stale = new Set(expectations);
  const freshAt = new Map<string, number>();
  while (stale.size > 0) {
    for (const expectation of [...stale]) {
      const response = await request.get(expectation.path);
      if (response.status() === 200 && (await response.text()).includes(expectation.text)) {
        stale.delete(expectation);
        freshAt.set(expectation.path, Date.now() - since);
      }
    }
    if (stale.size === 0) break;
    if (Date.now() - since > deadlineMs) {
      const seen = [...freshAt].map(([path, ms]) => `${path} ${ms} ms`).join(', ') || 'none';
      throw new Error(`still stale ${Date.now() - since} ms after the edit: ${[...stale].map((e) => e.path).join(', ')} (fresh: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return freshAt;
}

function describeTimes(freshAt: Map<string, number>): string {
  return [...freshAt].map(([path, ms]) => `${path} ${ms} ms`).join(', ');
}

/** An upcoming event shown on the home page and the calendar in both languages, with its French slug. */
async function eventOnEveryList(request: APIRequestContext): Promise<{ en: string; fr: string }> {
  const [enHome, enCalendar, frHome, frCalendar] = await Promise.all([
    html(request, '/'),
    html(request, '/calendar'),
    html(request, '/fr'),
    html(request, '/fr/calendrier'),
  ]);
  const frListed = linkedOnBoth(eventSlugsLinked(frHome, 'fr'), eventSlugsLinked(frCalendar, 'fr'));
  for (const en of linkedOnBoth(eventSlugsLinked(enHome, 'en'), eventSlugsLinked(enCalendar, 'en'))) {
    const data = await cmsQuery<{ event: { translation: { slug: string } | null } | null }>(
      request,
      `{ event(id: ${JSON.stringify(en)}, idType: SLUG) { translation(language: FR) { slug } } }`,
    );
    const fr = data.event?.translation?.slug;
    if (fr && frListed.includes(fr)) return { en, fr };
  }
  throw new Error('no event is listed on the home page and the calendar in both languages');
}

/**
 * Requests every path until a whole round changes nothing: the first view after a revalidation
 * serves the previous version while the new one renders in the background.
 */
async function settledPages(request: APIRequestContext, paths: string[]): Promise<Map<string, string>> {
  let previous = new Map<string, string>();
  for (let round = 0; round < 6; round += 1) {
    const current = new Map<string, string>();
    for (const path of paths) current.set(path, mainOf(await html(request, path)));
    if ([...current].every(([path, text]) => previous.get(path) === text)) return current;
    previous = current;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('pages kept changing while nothing was edited');
}

async function expectLastGoodPages(request: APIRequestContext, before: Map<string, string>): Promise<void> {
  for (const round of [1, 2]) {
    for (const [path, text] of before) {
      const response = await request.get(path);
      expect(response.status(), `${path} (request ${round} during the outage)`).toBe(200);
      expect(mainOf(await response.text()), `${path} (request ${round} during the outage)`).toBe(text);
    }
  }
}

/**
 * URLs that name nothing, of every kind, in both languages: during an outage they must still be
 * the language's 404 page (Next.js cannot render them without the content server: it answered 500).
 */
const unknownUrls: Array<[string, 'en' | 'fr']> = [
  ['/event/never-published-show', 'en'],
  ['/fr/evenement/jamais-publie', 'fr'],
  ['/event/never-published-show/ics', 'en'],
  ['/fr/evenement/jamais-publie/ics', 'fr'],
  ['/artist/nobody-at-all', 'en'],
  ['/fr/artiste/personne', 'fr'],
  ['/news/no-such-news', 'en'],
  ['/fr/nouvelles/aucune-nouvelle', 'fr'],
  ['/page/no-such-page', 'en'],
  ['/about/no-such-section', 'en'],
  ['/fr/a-propos/aucune-section', 'fr'],
  ['/calendar?category=no-such-category', 'en'],
  ['/fr/artistes?categorie=aucune-categorie', 'fr'],
  ['/calendar/2027-09-30', 'en'],
  ['/fr/calendrier/2027-09-30', 'fr'],
];

async function expectNotFoundPages(request: APIRequestContext): Promise<void> {
  for (const [url, lang] of unknownUrls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain(`<html lang="${lang}"`);
  }
}

function expectNoStore(response: APIResponse): void {
  expect(response.headers()['cache-control']).toBe('private, no-store');
}

test('an edited event title reaches its pages, the calendar and the home page in both languages within 2 s', async ({ page, request }) => {
  const slugs = await eventOnEveryList(request);
  const stamp = Date.now().toString(36);
  const titles = { en: `Fresh title ${stamp}`, fr: `Titre frais ${stamp}` };
  const pages = {
    en: [`/event/${slugs.en}`, '/calendar', '/'],
    fr: [`/fr/evenement/${slugs.fr}`, '/fr/calendrier', '/fr'],
  };
  // Served from the cache before the edit (the event pages are rendered once if not prebuilt).
  for (const path of [...pages.en, ...pages.fr]) {
    await html(request, path);
    expect(await html(request, path), path).not.toContain(stamp);
  }

  const started = Date.now();
  const enEdit = await edit(request, { type: 'event', slug: slugs.en, field: 'title', value: titles.en });
  const frEdit = await edit(request, { type: 'event', slug: slugs.fr, field: 'title', value: titles.fr });
  const webhooksAnswered = Date.now();
  expect(enEdit.revalidation).toEqual({ status: 'ok', httpStatus: 200 });
  expect(frEdit.revalidation).toEqual({ status: 'ok', httpStatus: 200 });

  const freshAt = await pollUntilFresh(
    request,
    [...pages.en.map((path) => ({ path, text: titles.en })), ...pages.fr.map((path) => ({ path, text: titles.fr }))],
    started,
    freshnessDeadlineMs,
  );
  const allFresh = Math.max(...freshAt.values());
  const measured =
    `edit → all 6 pages fresh: ${allFresh} ms; the two edits and their webhooks took ` +
    `${webhooksAnswered - started} ms; per page: ${describeTimes(freshAt)}`;
  test.info().annotations.push({ type: 'freshness', description: measured });
  console.log(measured);
  expect(allFresh, measured).toBeLessThanOrEqual(freshnessDeadlineMs);

  // And in the browser: the event's heading.
  await page.goto(pages.fr[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.fr);
});

test('a second save a few ms after the first, while the page re-renders, is served within 2 s too', async ({ request }) => {
  // WordPress saves a post, then its fields and terms, each with a webhook. A view between two
  // saves starts a background render that reads the first; it must not stand as the fresh page
  // (`settleDelayMs` in features/revalidation/after-answer/). Without the second marking pass, about half of these were lost
  // until the 300 s safety net.
  const { en: slug } = await eventOnEveryList(request);
  const path = `/event/${slug}`;
  await html(request, path);
  for (let trial = 0; trial < 5; trial += 1) {
    const stamp = `${Date.now().toString(36)}-${trial}`;
    await edit(request, { type: 'event', slug, field: 'title', value: `First save ${stamp}` });
    // Served stale: once answered, one of them has started the re-render, which reads the first save.
    await Promise.all([request.get(path), request.get(path)]);
    const started = Date.now();
    await edit(request, { type: 'event', slug, field: 'title', value: `Second save ${stamp}` });
    const freshAt = await pollUntilFresh(request, [{ path, text: `Second save ${stamp}` }], started, freshnessDeadlineMs);
    const ms = freshAt.get(path)!;
    expect(ms, `trial ${trial}: second save served after ${ms} ms`).toBeLessThanOrEqual(freshnessDeadlineMs);
  }
});

test.describe('the revalidation webhook', () => {
  test('refuses a missing or wrong secret with 401', async ({ request }) => {
    const body = { tags: ['events:en'] };
    const attempts: Array<Record<string, string>> = [
      {},
      { 'x-wpgraphql-revalidate-secret': 'wrong' },
      { 'x-revalidate-secret': 'wrong' },
      { authorization: 'Bearer wrong' },
      { authorization: readState().revalidateSecret },
    ];
    for (const headers of attempts) {
      const response = await request.post(webhookPath, { headers, data: body });
      expect(response.status(), JSON.stringify(headers)).toBe(401);
      expectNoStore(response);
    }
  });

  test('accepts the secret in each sender\'s header, by POST and PUT', async ({ request }) => {
    const secret = readState().revalidateSecret;
    const senders = [
      { method: 'post', headers: { 'x-wpgraphql-revalidate-secret': secret } },
      { method: 'put', headers: { authorization: `Bearer ${secret}` } },
      { method: 'post', headers: { 'x-revalidate-secret': secret } },
    ] as const;
    for (const { method, headers } of senders) {
      const response = await request[method](webhookPath, { headers, data: { tags: ['events:en'] } });
      expect(response.status()).toBe(200);
      expectNoStore(response);
      // A list's slug index with it (the item pages check slugs against it).
      expect(await response.json()).toMatchObject({ revalidated: true, tags: ['events:en', 'events-index:en'] });
    }
  });

  test('answers GET with 405, malformed JSON and outside URLs with 400, always uncached', async ({ request }) => {
    const get = await request.get(webhookPath, { headers: secretHeader() });
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST, PUT');
    expectNoStore(get);

    const malformed = await request.post(webhookPath, {
      headers: { ...secretHeader(), 'content-type': 'application/json' },
      data: '{"tags": [',
    });
    expect(malformed.status()).toBe(400);
    expectNoStore(malformed);

    for (const paths of [['https://evil.example'], ['//evil.example/'], ['/\\evil.example']]) {
      const outside = await request.post(webhookPath, { headers: secretHeader(), data: { paths } });
      expect(outside.status(), JSON.stringify(paths)).toBe(400);
      expect((await outside.json()).error).toMatch(/not a site-relative path/);
      expectNoStore(outside);
    }
  });
});

test('while the content server is down every page keeps its last good version; after a restart an edit shows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const routes = await discoverRoutes(page);
  const paths = [...new Set([...routes.map((route) => route.path), '/sitemap.xml'])];
  const kinds = new Set(routes.map((route) => route.kind));
  expect([...kinds].sort()).toEqual(
    [
      'about', 'aboutSubPage', 'artist', 'artists', 'calendar', 'calendarDay', 'event', 'filteredArtists', 'filteredCalendar',
      'home', 'mySchedule', 'news', 'newsItem', 'page', 'timetable', 'topLevelPage', 'venue', 'venues',
    ].sort(),
  );
  const eventSlug = (await eventOnEveryList(request)).en;
  const eventPath = `/event/${eventSlug}`;

  const before = await settledPages(request, paths);
  // Search answers from the index the site holds: a visitor searched before the outage.
  const searches = ['/search?q=lumen', '/fr/recherche?q=lumen'];
  for (const path of searches) expect(mainOf(await (await request.get(path)).text()), path).toContain('Club Lumen');

  await killContentServer(readState());
  try {
    // A hand-rolled {contentType, slug} call needs the content server to find the item: 502.
    const lookup = await request.post(webhookPath, { headers: secretHeader(), data: { contentType: 'event', slug: eventSlug } });
    expect(lookup.status()).toBe(502);
    expectNoStore(lookup);
    // The answer says what happened, never where the content server lives.
    const lookupError = (await lookup.json()).error as string;
    expect(lookupError).toContain('content lookup failed');
    expect(lookupError).not.toMatch(/https?:\/\/|127\.0\.0\.1|localhost|\/graphql/);
    // Tags need no lookup: every page's data is expired, and its re-render fails.
    const expired = await request.post(webhookPath, { headers: secretHeader(), data: { tags: allContentTags() } });
    expect(expired.status()).toBe(200);

    await expectLastGoodPages(request, before);
    // URLs that never named anything are still the language's 404 page, not a 500.
    await expectNotFoundPages(request);
    // Search keeps answering from the index held before the outage, without JavaScript too.
    for (const path of searches) {
      const search = await request.get(path);
      expect(search.status(), path).toBe(200);
      const main = mainOf(await search.text());
      expect(main, path).toContain('Club Lumen');
      expect(main, path).not.toMatch(/Search is unavailable|La recherche est indisponible/);
    }
  } finally {
    if (!(await isHealthy())) await startContentServer(readState());
  }

  // Back up: the next edit's webhook refreshes the page.
  const title = `After the outage ${Date.now().toString(36)}`;
  const started = Date.now();
  const result = await edit(request, { type: 'event', slug: eventSlug, field: 'title', value: title });
  expect(result.revalidation).toEqual({ status: 'ok', httpStatus: 200 });
  const freshAt = await pollUntilFresh(request, [{ path: eventPath, text: title }, { path: '/calendar', text: title }], started, 5000);
  test.info().annotations.push({ type: 'freshness after restart', description: describeTimes(freshAt) });
  // Every page renders again (the ones whose re-render failed during the outage included).
  await settledPages(request, paths);
});

test('a {paths} webhook during an outage keeps the last good pages', async ({ request }) => {
  const slugs = await eventOnEveryList(request);
  const paths = ['/', `/event/${slugs.en}`, `/fr/evenement/${slugs.fr}`];
  const before = await settledPages(request, paths);
  await killContentServer(readState());
  try {
    const response = await request.post(webhookPath, { headers: secretHeader(), data: { paths } });
    expect(response.status()).toBe(200);
    await expectLastGoodPages(request, before);
  } finally {
    if (!(await isHealthy())) await startContentServer(readState());
  }
});
