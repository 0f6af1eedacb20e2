import { test } from '@playwright/test';
import { create, edit, type Expectation, expectFreshOnFirstRequest, freshnessDeadlineMs, settleAfterWebhook } from './support/freshness-helpers';

/**
 * Search follows every save (issue 38): a new event, renamed, then unpublished through the content
 * server's admin endpoint (which calls the site's webhook as WordPress does). The FIRST request 2 s
 * after each webhook finds it, or no longer finds it, in each language: on the server's search
 * (`/api/search`, which the no-JavaScript page shares) and in the index file the panel loads
 * (`/search-index.en.json`). Runs only under tests/e2e/freshness.config.ts.
 */
test.skip(!process.env.FRESHNESS_STATE_FILE, 'runs with -c tests/e2e/freshness.config.ts (its own content server)');

const searchFor = (locale: 'en' | 'fr', term: string) => `/api/search?q=${encodeURIComponent(term)}&lang=${locale}`;
const indexOf = (locale: 'en' | 'fr') => `/search-index.${locale}.json`;

test('a new, a renamed and an unpublished event: found, found by its new title, then not found, in each language, on the first request 2 s after the webhook', async ({ request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const titles = { en: `Searchable show ${stamp}`, fr: `Spectacle cherchable ${stamp}` };
  const event = { type: 'event', categories: ['music'], fields: { showDatetime: '2027-09-24 20:00:00' } };

  // New, in English then in French: the last webhook starts the clock.
  const en = await create(request, { ...event, language: 'en', title: titles.en });
  let webhookAt = Date.now();
  const fr = await create(request, { ...event, language: 'fr', categories: ['musique'], title: titles.fr, translationOf: en.created!.slug });
  const found: Expectation[] = [
    { path: searchFor('en', stamp), shows: titles.en },
    { path: searchFor('fr', stamp), shows: titles.fr },
    // A letter dropped from the title's word, and the other language's title: through the index.
    { path: searchFor('en', `cherchable ${stamp}`), shows: titles.en },
    { path: searchFor('fr', `searchble ${stamp}`), shows: titles.fr },
    { path: indexOf('en'), shows: titles.en, whole: true },
    { path: indexOf('fr'), shows: titles.fr, whole: true },
  ];
  await expectFreshOnFirstRequest(request, found, webhookAt, freshnessDeadlineMs);
  await settleAfterWebhook();

  // Renamed in English: found by its new title, the old one gone from the results.
  const renamed = `Retitled ${stamp}z`;
  webhookAt = Date.now();
  await edit(request, { type: 'event', slug: en.created!.slug, language: 'en', field: 'title', value: renamed });
  await expectFreshOnFirstRequest(
    request,
    [
      { path: searchFor('en', `retitled ${stamp}z`), shows: renamed },
      { path: searchFor('en', stamp), shows: renamed, hides: titles.en },
      { path: indexOf('en'), shows: renamed, hides: titles.en, whole: true },
      // In French it is found by its new English title (both words must match: "retitled" is in
      // the French index only as the other language's title).
      { path: searchFor('fr', `retitled ${stamp}z`), shows: titles.fr },
    ],
    webhookAt,
    freshnessDeadlineMs,
  );
  await settleAfterWebhook();

  // Unpublished in both languages: found no more.
  await edit(request, { type: 'event', slug: en.created!.slug, language: 'en', field: 'status', value: 'draft' });
  webhookAt = Date.now();
  await edit(request, { type: 'event', slug: fr.created!.slug, language: 'fr', field: 'status', value: 'draft' });
  const answered = (term: string) => `"term":"${term}"`;
  await expectFreshOnFirstRequest(
    request,
    [
      { path: searchFor('en', stamp), shows: answered(stamp), hides: renamed },
      { path: searchFor('fr', stamp), shows: answered(stamp), hides: titles.fr },
      { path: indexOf('en'), shows: '"format":1', hides: renamed, whole: true },
      { path: indexOf('fr'), shows: '"format":1', hides: titles.fr, whole: true },
    ],
    webhookAt,
    freshnessDeadlineMs,
  );
  await settleAfterWebhook();
});
