import { test, type APIRequestContext } from '@playwright/test';
import {
  create,
  edit,
  type Expectation,
  expectFreshOnFirstRequest,
  freshnessDeadlineMs,
  pollUntilFresh,
  settleAfterWebhook,
} from './support/freshness-helpers';

/**
 * One language of an item unpublished (draft), then trashed, while the other stays published:
 * a real WordPress (wp-graphql-polylang) hands the non-public translation to `translation(...)`
 * with null fields and an error for each non-null one, and the embedded content server does the
 * same. The other language's item page, its list, its day page, the sitemap and search must
 * follow on the FIRST request after the webhook (here: an edit of the other language's title
 * made right after), and the unpublished language's page must answer 404. For each content type
 * (event, artist, news, page, about section, a top-level page). Runs only under
 * tests/e2e/freshness.config.ts.
 */
test.skip(!process.env.FRESHNESS_STATE_FILE, 'runs with -c tests/e2e/freshness.config.ts (its own content server)');
test.describe.configure({ mode: 'serial' });

type Locale = 'en' | 'fr';
type EditType = 'event' | 'artist' | 'news' | 'page' | 'category';
const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

/** An item published in both languages, as the tests see it. */
interface Item {
  type: EditType;
  ids: Record<Locale, number>;
  paths: Record<Locale, string>;
  titles: Record<Locale, string>;
  /** A word of both titles, to search for. */
  stamp: string;
  /** Each language's list showing it (`shows` is what the list shows of it). */
  lists?: Record<Locale, { path: string; shows: (item: Item, locale: Locale) => string }>;
  /** Each language's festival day page showing it (events). */
  days?: Record<Locale, string>;
}

const stampOf = (label: string) => `${label}${Date.now().toString(36)}`;
const search = (stamp: string, locale: Locale) => `/api/search?q=${encodeURIComponent(stamp)}&lang=${locale}`;
const titleInList = (item: Item, locale: Locale) => item.titles[locale];

/** A new item in both languages (the French one translating the English one). */
async function createdItem(
  request: APIRequestContext,
  type: Exclude<EditType, 'category'>,
  sections: Record<Locale, string>,
  fields: Record<Locale, Record<string, unknown>> = { en: {}, fr: {} },
): Promise<Item> {
  const stamp = stampOf(type);
  const titles = { en: `Both ${stamp}`, fr: `Les deux ${stamp}` };
  const en = await create(request, { type, language: 'en', title: titles.en, ...fields.en });
  const fr = await create(request, { type, language: 'fr', title: titles.fr, translationOf: en.created!.slug, ...fields.fr });
  const paths = { en: `${sections.en}/${en.created!.slug}`, fr: `${sections.fr}/${fr.created!.slug}` };
  return { type, stamp, titles, paths, ids: { en: en.created!.id, fr: fr.created!.id } };
}

/** An item of the seed, its titles given the stamp; `restore` puts them back. */
async function seedItem(request: APIRequestContext, type: EditType, slugs: Record<Locale, string>, paths: Record<Locale, string>, titles: Record<Locale, string>): Promise<Item> {
  const stamp = stampOf(type);
  const stamped = { en: `${titles.en} ${stamp}`, fr: `${titles.fr} ${stamp}` };
  const ids = { en: 0, fr: 0 };
  for (const locale of ['en', 'fr'] as const) {
    const answer = await edit(request, { type, slug: slugs[locale], language: locale, field: 'title', value: stamped[locale] });
    ids[locale] = answer.edited!.id;
  }
  return { type, stamp, titles: stamped, paths, ids };
}

async function restoreTitles(request: APIRequestContext, item: Item, titles: Record<Locale, string>): Promise<void> {
  for (const locale of ['en', 'fr'] as const) await edit(request, { type: item.type, id: item.ids[locale], field: 'title', value: titles[locale] });
}

/** Waits until both languages' pages are up (after creating, or publishing again): set-up, not measured. */
async function bothPublished(request: APIRequestContext, item: Item): Promise<void> {
  const since = Date.now();
  await pollUntilFresh(request, (['en', 'fr'] as const).map((locale) => ({ path: item.paths[locale], shows: item.titles[locale] })), since, 10_000);
  await settleAfterWebhook();
}

/**
 * `hidden`'s version goes to `status`; right after, the other language's title changes. On the
 * first request after the webhook: the hidden page is a 404 and left every list, the sitemap and
 * search; the shown language's page, list, day page and search have the new title, and nothing
 * links to the hidden page.
 */
async function hideOneLanguage(request: APIRequestContext, item: Item, hidden: Locale, status: 'draft' | 'trash'): Promise<void> {
  const shown = other(hidden);
  await edit(request, { type: item.type, id: item.ids[hidden], field: 'status', value: status });
  const webhookAt = Date.now();
  item.titles[shown] = `${item.titles[shown]} ${status}`;
  await edit(request, { type: item.type, id: item.ids[shown], field: 'title', value: item.titles[shown] });
  const hiddenTitle = item.titles[hidden];
  const expectations: Expectation[] = [
    { path: item.paths[hidden], shows: 404 },
    { path: item.paths[shown], shows: item.titles[shown] },
    // The language switch and hreflang no longer name the hidden page.
    { path: item.paths[shown], shows: '<h1', hides: `${item.paths[hidden]}"`, whole: true },
    { path: '/sitemap.xml', shows: `${item.paths[shown]}<`, hides: item.paths[hidden] },
    { path: search(item.stamp, shown), shows: item.titles[shown] },
    { path: search(item.stamp, hidden), shows: '"term"', hides: hiddenTitle },
  ];
  if (item.lists) {
    expectations.push(
      { path: item.lists[shown].path, shows: item.lists[shown].shows(item, shown) },
      { path: item.lists[hidden].path, shows: '<main', hides: item.lists[hidden].shows(item, hidden) },
    );
  }
  if (item.days) {
    expectations.push(
      { path: item.days[shown], shows: item.titles[shown] },
      { path: item.days[hidden], shows: '<main', hides: hiddenTitle },
    );
  }
  await expectFreshOnFirstRequest(request, expectations, webhookAt, freshnessDeadlineMs);
  await settleAfterWebhook();
}

/** Drafted, published again, trashed, out of the trash: the lifecycle of one language. */
async function draftThenTrash(request: APIRequestContext, item: Item, hidden: Locale): Promise<void> {
  await hideOneLanguage(request, item, hidden, 'draft');
  await edit(request, { type: item.type, id: item.ids[hidden], field: 'status', value: 'publish' });
  await bothPublished(request, item);
  await hideOneLanguage(request, item, hidden, 'trash');
  await edit(request, { type: item.type, id: item.ids[hidden], field: 'status', value: 'publish' });
  await bothPublished(request, item);
}

test('an EVENT with its English version in draft, then in the trash: the French page, calendar, day page, sitemap and search follow; the English page is a 404', async ({ request }) => {
  test.setTimeout(90_000);
  const showDatetime = '2027-09-24 21:00:00';
  const item = await createdItem(request, 'event', { en: '/event', fr: '/fr/evenement' }, {
    en: { categories: ['music'], fields: { showDatetime } },
    fr: { categories: ['musique'], fields: { showDatetime } },
  });
  item.lists = { en: { path: '/calendar', shows: titleInList }, fr: { path: '/fr/calendrier', shows: titleInList } };
  item.days = { en: '/calendar/2027-09-24', fr: '/fr/calendrier/2027-09-24' };
  await bothPublished(request, item);
  await draftThenTrash(request, item, 'en');
});

test('an ARTIST with its French version in draft, then in the trash', async ({ request }) => {
  test.setTimeout(90_000);
  const item = await createdItem(request, 'artist', { en: '/artist', fr: '/fr/artiste' });
  item.lists = { en: { path: '/artists', shows: titleInList }, fr: { path: '/fr/artistes', shows: titleInList } };
  await bothPublished(request, item);
  await draftThenTrash(request, item, 'fr');
});

test('a NEWS post with its English version in draft, then in the trash', async ({ request }) => {
  test.setTimeout(90_000);
  const item = await createdItem(request, 'news', { en: '/news', fr: '/fr/nouvelles' });
  item.lists = { en: { path: '/news', shows: titleInList }, fr: { path: '/fr/nouvelles', shows: titleInList } };
  await bothPublished(request, item);
  await draftThenTrash(request, item, 'en');
});

test('a PAGE with its French version in draft, then in the trash', async ({ request }) => {
  test.setTimeout(90_000);
  const item = await createdItem(request, 'page', { en: '/page', fr: '/fr/page' });
  await bothPublished(request, item);
  await draftThenTrash(request, item, 'fr');
});

test('an ABOUT section with its English version in draft, then in the trash; the about root lists the French one only', async ({ request }) => {
  test.setTimeout(90_000);
  const titles = { en: 'Film', fr: 'Cinéma' };
  const item = await seedItem(request, 'category', { en: 'film', fr: 'cinema' }, { en: '/about/film', fr: '/fr/a-propos/cinema' }, titles);
  const link = (_item: Item, locale: Locale) => `href="${item.paths[locale]}"`;
  item.lists = { en: { path: '/about', shows: link }, fr: { path: '/fr/a-propos', shows: link } };
  await bothPublished(request, item);
  await draftThenTrash(request, item, 'en');
  await restoreTitles(request, item, titles);
});

test('a TOP-LEVEL page (contact) with its French version in draft, then in the trash: /contact follows, /fr/contact is a 404', async ({ request }) => {
  test.setTimeout(90_000);
  const titles = { en: 'Contact', fr: 'Contact' };
  const item = await seedItem(request, 'page', { en: 'contact', fr: 'contact-fr' }, { en: '/contact', fr: '/fr/contact' }, titles);
  await bothPublished(request, item);
  await draftThenTrash(request, item, 'fr');
  await restoreTitles(request, item, titles);
});
