import { test } from '@playwright/test';
import { create, edit, type Expectation, expectFreshOnFirstRequest, freshnessDeadlineMs, settleAfterWebhook } from './support/freshness-helpers';

/**
 * A venue's whole life through the content server's admin endpoint, which calls the site's
 * webhook as WordPress does: created in both languages (never built), an event placed there,
 * its text edited, renamed (title, then slug) and unpublished. The FIRST request to each page
 * after the webhook's deadline shows each change: the venue's pages and list, the sitemap, and
 * the pages that print its name (the event's page, the calendar, the timetable). Runs only under
 * tests/e2e/freshness.config.ts.
 */
test.skip(!process.env.FRESHNESS_STATE_FILE, 'runs with -c tests/e2e/freshness.config.ts (its own content server)');
test.describe.configure({ mode: 'serial' });

test('a venue created, given an event, edited, renamed and unpublished: the first request after each webhook shows it', async ({ request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const names = { en: `Venue ${stamp}`, fr: `Lieu ${stamp}` };

  // Created, in English then in French (its translation): the last webhook starts the clock.
  const en = await create(request, { type: 'venue', language: 'en', title: names.en, content: `<p>About ${stamp}: 12 Main Street.</p>` });
  let webhookAt = Date.now();
  const fr = await create(request, { type: 'venue', language: 'fr', title: names.fr, content: `<p>À propos ${stamp}.</p>`, translationOf: en.created!.slug });
  const paths = { en: `/venue/${en.created!.slug}`, fr: `/fr/lieu/${fr.created!.slug}` };
  await expectFreshOnFirstRequest(
    request,
    [
      { path: paths.en, shows: `About ${stamp}` },
      { path: paths.fr, shows: names.fr },
      { path: paths.en, shows: `href="${paths.fr}"`, whole: true },
      { path: '/venues', shows: names.en },
      { path: '/fr/lieux', shows: names.fr },
      { path: '/sitemap.xml', shows: paths.fr },
    ],
    webhookAt,
    freshnessDeadlineMs,
  );
  await settleAfterWebhook();

  // An event there: on the venue's page; the event's page links to the venue.
  const eventTitle = `Show at ${stamp}`;
  webhookAt = Date.now();
  const event = await create(request, { type: 'event', language: 'en', title: eventTitle, venue: en.created!.slug, fields: { showDatetime: '2027-09-24 20:00:00' } });
  const eventPath = `/event/${event.created!.slug}`;
  await expectFreshOnFirstRequest(
    request,
    [
      { path: paths.en, shows: eventTitle },
      { path: eventPath, shows: `href="${paths.en}"` },
    ],
    webhookAt,
    freshnessDeadlineMs,
  );
  await settleAfterWebhook();

  // Its text edited.
  webhookAt = Date.now();
  await edit(request, { type: 'venue', slug: en.created!.slug, language: 'en', field: 'content', value: `<p>Step-free since ${stamp}.</p>` });
  await expectFreshOnFirstRequest(request, [{ path: paths.en, shows: `Step-free since ${stamp}`, hides: `About ${stamp}` }], webhookAt, freshnessDeadlineMs);
  await settleAfterWebhook();

  // Renamed: every page that prints its name shows the new one.
  const renamed = `Hall ${stamp}`;
  webhookAt = Date.now();
  await edit(request, { type: 'venue', slug: en.created!.slug, language: 'en', field: 'title', value: renamed });
  const printsName = (path: string): Expectation => ({ path, shows: renamed, hides: names.en });
  await expectFreshOnFirstRequest(
    request,
    [printsName(paths.en), printsName('/venues'), printsName(eventPath), printsName('/calendar'), printsName('/calendar/2027-09-24'), printsName('/festival-schedule')],
    webhookAt,
    freshnessDeadlineMs,
  );
  await settleAfterWebhook();

  // A new slug: the new URL lives, the old one is gone, the event links to the new one.
  const newSlug = `hall-${stamp}`;
  webhookAt = Date.now();
  await edit(request, { type: 'venue', slug: en.created!.slug, language: 'en', field: 'slug', value: newSlug });
  await expectFreshOnFirstRequest(
    request,
    [
      { path: `/venue/${newSlug}`, shows: renamed },
      { path: paths.en, shows: 404 },
      { path: eventPath, shows: `href="/venue/${newSlug}"` },
      { path: '/sitemap.xml', shows: `/venue/${newSlug}`, hides: `${paths.en}<` },
    ],
    webhookAt,
    freshnessDeadlineMs,
  );
  await settleAfterWebhook();

  // Unpublished: its page is the language's 404, it leaves the list, the event no longer names it.
  webhookAt = Date.now();
  await edit(request, { type: 'venue', slug: newSlug, language: 'en', field: 'status', value: 'draft' });
  await expectFreshOnFirstRequest(
    request,
    [
      { path: `/venue/${newSlug}`, shows: 404 },
      { path: '/venues', shows: '<h1', hides: renamed },
      { path: eventPath, shows: eventTitle, hides: renamed },
      { path: '/calendar', shows: eventTitle, hides: renamed },
    ],
    webhookAt,
    freshnessDeadlineMs,
  );
});
