import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Next.js's server gives its async storages Node's AsyncLocalStorage through a global (node-environment).
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
});
const { workUnitAsyncStorage } = await import('next/dist/server/app-render/work-unit-async-storage.external');
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createFixtureStore } from '../fixtures/cms/festival-store';
import { fetchContent } from '@/queries/client';
import { openWebhookAnswers, prefetchForWebhook } from '@/queries/webhook-answers';

/**
 * Each stale query is fetched ONCE per webhook, not once per page the webhook renders (issue 24,
 * item 4): the pages a webhook renders share the content server's answers. Counted at the
 * content server, which answers as slowly as a real WordPress would (a page rendered meanwhile
 * asks for the same query).
 */
const eventsQuery = /* GraphQL */ `query Events($language: LanguageCodeFilterEnum!) { events(first: 20, where: { language: $language }) { nodes { slug } } }`;
const settingsQuery = /* GraphQL */ `query Settings { popSettings { popCity } }`;

let server: ContentServer;
const requests: string[] = [];
const counting: typeof fetch = async (input, init) => {
  requests.push(String(init?.body));
  return fetch(input, init);
};

beforeAll(async () => {
  server = await startContentServer({ store: createFixtureStore(), port: 0, answerTime: { perQueryMs: 60, perNodeMs: 0 } });
});
afterAll(async () => {
  await server.close();
});

/** One page rendered for the cache (Next.js's "prerender-legacy" work unit): the list, the shell. The tags it recorded. */
async function renderPage(language = 'EN'): Promise<string[]> {
  const store = { type: 'prerender-legacy', tags: [] as string[], revalidate: Infinity };
  const options = { fetch: counting, endpoint: server.graphqlUrl, preview: false };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in for Next.js's store
  await workUnitAsyncStorage.run(store as any, () =>
    Promise.all([
      fetchContent(eventsQuery, { language }, { ...options, tags: [`events:${language.toLowerCase()}`] }),
      fetchContent(settingsQuery, {}, { ...options, tags: ['shell:en'] }),
    ]),
  );
  // A shared answer lowers the page's time-based revalidation as the fetch it stands for would.
  if (store.tags.length > 0) expect(store.revalidate).toBe(300);
  return store.tags;
}

/** The tags a webhook for an event marked stale (the shell's too, so that both test queries are shared). */
const tags = ['events:en', 'events:fr', 'shell:en'];

const renderPages = (n: number) => Promise.all(Array.from({ length: n }, () => renderPage()));

describe('the content server answers shared by the pages of one webhook', () => {
  it('asks each query once per webhook however many pages render it, at once or one after another, and each page records its tags', async () => {
    requests.length = 0;
    const { close } = openWebhookAnswers(tags);
    const tagsOfEach = await renderPages(4);
    await renderPages(4);
    // The second mark (settle.ts) renders pages again: still no new request.
    await renderPage();
    expect(requests).toHaveLength(2);
    for (const tags of tagsOfEach) expect(tags).toEqual(expect.arrayContaining(['events:en', 'shell:en']));
    // Another query (the French list) is asked once too.
    await Promise.all([renderPage('FR'), renderPage('FR')]);
    expect(requests).toHaveLength(3);
    close();
  });

  it('asks again for the next webhook (its save is newer), and outside any webhook each render asks as usual', async () => {
    requests.length = 0;
    const { close: first } = openWebhookAnswers(tags);
    await renderPages(3);
    first();
    const { close: second } = openWebhookAnswers(tags);
    await renderPages(3);
    second();
    expect(requests).toHaveLength(4);
    await renderPages(2);
    expect(requests).toHaveLength(8);
  });

  it('never hands a later webhook an answer asked for before it arrived', async () => {
    requests.length = 0;
    const { close: first } = openWebhookAnswers(tags);
    const early = renderPage();
    // The early render's two requests are on their way before the second webhook arrives.
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    const { close: second } = openWebhookAnswers(tags);
    await renderPage();
    await early;
    first();
    second();
    expect(requests).toHaveLength(4);
  });

  it('shares nothing with a request that is no page render (the webhook’s own lookups, a route handler)', async () => {
    requests.length = 0;
    const { close } = openWebhookAnswers(tags);
    await fetchContent(settingsQuery, {}, { fetch: counting, endpoint: server.graphqlUrl, preview: false, tags: ['shell:en'] });
    await fetchContent(settingsQuery, {}, { fetch: counting, endpoint: server.graphqlUrl, preview: false, tags: ['shell:en'] });
    close();
    expect(requests).toHaveLength(2);
  });

  it('asks for the lists the moment the webhook opens, all at once: the pages find them ready', async () => {
    requests.length = 0;
    const { close } = openWebhookAnswers(tags);
    const options = { fetch: counting, endpoint: server.graphqlUrl, preview: false };
    prefetchForWebhook([
      () => fetchContent(eventsQuery, { language: 'EN' }, { ...options, tags: ['events:en'] }),
      () => fetchContent(settingsQuery, {}, { ...options, tags: ['shell:en'] }),
    ]);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    const started = performance.now();
    await renderPages(3);
    // Both answers were already on their way: the pages waited for them once, not one after the other.
    expect(performance.now() - started).toBeLessThan(2 * 60);
    expect(requests).toHaveLength(2);
    close();
  });

  it('shares only the queries whose tags the webhook marked stale (the others are fresh in the data cache)', async () => {
    requests.length = 0;
    const { close } = openWebhookAnswers(['events:en']);
    await renderPages(3);
    close();
    // The event list once; the settings (shell:en, not marked) as usual: once per page, through the data cache.
    expect(requests.filter((body) => body.includes('Events'))).toHaveLength(1);
    expect(requests.filter((body) => body.includes('Settings'))).toHaveLength(3);
  });
});
