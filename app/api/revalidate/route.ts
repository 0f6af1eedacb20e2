import { after } from 'next/server';
import { purgePages, purgeSettingsFromEnv } from '@/features/cdn/purge';
import { markStaleDuringRequest, markStaleFromAnyContext, pagesToRefresh, refreshAfterAnswer, sharedRenderScheduler, warmSettingsFromEnv } from '@/features/revalidation/after-answer';
import { forgetSearchAnswers } from '@/features/search/run-search';
import { parseRevalidationBody, type RevalidationRequest } from '@/features/revalidation/parse-request';
import { planForPaths, planForTags, type RevalidationPlan } from '@/features/revalidation/plan';
import { planForShellChange, rememberingSource, shellBackgroundPaths, type ShellPageSource } from '@/features/revalidation/plan-shell';
import { planForPostRequest, type ResolveDeps } from '@/features/revalidation/resolve';
import { listTagsOf, pagesKnownBeforeLookup, shellChangeOf } from '@/features/revalidation/early-pages';
import { sharedDataLoads } from '@/features/revalidation/shared-data';
import { cachedShellPages } from '@/features/revalidation/shell-pages';
import { hasValidSecret, isSigned, signatureProblem } from '@/features/revalidation/secret';
import { previewAuthorization } from '@/lib/draft-mode';
import { cachedEventDays, cachedEventsAtVenues, findContentByDatabaseId, findContentBySlug } from '@/queries/revalidation';
import { getSlugIndex } from '@/queries/slug-index';
import { answerWithoutWaitingForRefreshes, openWebhookAnswers, prefetchForWebhook } from '@/queries/webhook-answers';
import { expectFreshRenders, freshRenderDone, onVisitorWaiting, pageKey, renderProbe } from '@/server/fresh-renders.mjs';
import { invalidateRouteCatalogue } from '@/server/route-catalogue.mjs';

/**
 * On-demand revalidation, called by WordPress when content changes. Accepts the bodies of the
 * common senders (WPGraphQL Smart Cache `{paths}`, On-Demand Revalidation `{postId}`/`{tags}`,
 * hand-rolled `{contentType, slug}`, or their fields together) with the secret in a header.
 * A post is followed through its whole lifecycle (published, edited, renamed, unpublished,
 * scheduled, trashed, deleted: features/revalidation/resolve.ts); the answer lists the tags and
 * pages refreshed, the pages now gone, and what could not be found out. After answering, this
 * instance renders every affected page itself (features/revalidation/after-answer/). Bad requests get a 4xx with one
 * line; the content server being down is a 502, never a 500.
 */
export const dynamic = 'force-dynamic';

const maxBodyBytes = 64 * 1024;
const noStore = { 'cache-control': 'private, no-store' };

function reply(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

const lookups: ResolveDeps = {
  findById: findContentByDatabaseId,
  findBySlug: findContentBySlug,
  slugIndex: getSlugIndex,
  eventDays: cachedEventDays,
  venueShowing: cachedEventsAtVenues,
  get hasEditorCredentials() {
    return previewAuthorization() !== null;
  },
};

async function plan(request: RevalidationRequest, shellPages: ShellPageSource): Promise<RevalidationPlan> {
  switch (request.kind) {
    case 'paths':
      return planForPaths(request.paths);
    case 'tags':
      return planForTags(request.tags);
    case 'shell':
      return planForShellChange(shellPages, shellChangeOf(request)!);
    case 'term':
      return planForShellChange(shellPages, shellChangeOf(request)!);
    case 'post':
      return planForPostRequest(request, lookups);
  }
}

async function handle(request: Request): Promise<Response> {
  // The festival plugin signs its body (X-Festival-Timestamp, X-Festival-Signature); the other
  // senders present the secret itself in a header.
  const signed = isSigned(request.headers);
  if (!signed && !hasValidSecret(request.headers, process.env.REVALIDATE_SECRET)) {
    return reply(401, { error: 'missing or wrong revalidation secret' });
  }
  if (Number(request.headers.get('content-length')) > maxBodyBytes) return reply(413, { error: 'body larger than 64 KB' });
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBodyBytes) return reply(413, { error: 'body larger than 64 KB' });
  if (signed) {
    const problem = signatureProblem(request.headers, text, process.env.REVALIDATE_SECRET);
    if (problem) return reply(401, { error: `signed request refused: ${problem}` });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400, { error: 'the body is not valid JSON' });
  }
  const parsed = parseRevalidationBody(body);
  if (typeof parsed === 'string') return reply(400, { error: parsed });

  const shellPages = rememberingSource(cachedShellPages);
  // From the webhook's arrival the pages it renders share the content server's answers (each stale
  // query asked once per webhook, its answer also stored in the data cache) and its lists are asked
  // for at once, while the post is looked up. WEBHOOK_SHARED_ANSWERS=0 turns this off.
  // The instance's own requests for its pages carry the probe header: they never wait for themselves.
  const warm = { ...warmSettingsFromEnv(process.env), headers: renderProbe() };
  const shareAnswers = process.env.WEBHOOK_SHARED_ANSWERS !== '0';
  const sharedAnswers = shareAnswers ? openWebhookAnswers(listTagsOf(parsed)) : { widen: () => {}, close: () => {} };
  // Visitors of the pages the request names by itself (its lists, homes, the plugin's post page)
  // wait for their new render from now, during the lookup (server/fresh-renders.mjs).
  const early = warm.origin ? pagesKnownBeforeLookup(parsed) : [];
  expectFreshRenders(early);
  const planning = plan(parsed, shellPages);
  // The lists are asked once the lookup is on its way: on a WordPress whose workers are busy, the
  // lookup (which the answer waits for) goes first in their queue.
  if (shareAnswers && warm.origin) setImmediate(() => prefetchForWebhook(sharedDataLoads(listTagsOf(parsed))));
  let result: RevalidationPlan;
  try {
    result = await planning;
  } catch (error) {
    for (const path of early) freshRenderDone(path, false);
    sharedAnswers.close();
    // The detail (which names the content server's internal address) goes to the log only.
    console.error(`revalidate: content lookup failed: ${(error as Error).message}`);
    return reply(502, { error: 'content lookup failed: the content server did not answer; pages keep their last version' });
  }
  sharedAnswers.widen(result.tags);
  const earlyTags = new Set(listTagsOf(parsed));
  if (shareAnswers && warm.origin) prefetchForWebhook(sharedDataLoads(result.tags.filter((tag) => !earlyTags.has(tag))));
  // Visitors of the pages this instance is about to render wait for their new render instead of
  // getting the previous page (server/fresh-renders.mjs: bounded, and shared with the other
  // instances through Redis); one of them waiting moves its page to the front of the queue.
  const pending = warm.origin ? { expect: (paths: readonly string[]) => expectFreshRenders(paths), done: freshRenderDone } : undefined;
  if (pending) {
    const pages = pagesToRefresh(result);
    pending.expect(pages.filter((path) => !early.includes(path)));
    for (const path of early.filter((page) => !pages.includes(page))) freshRenderDone(path, false);
    const scheduler = sharedRenderScheduler(warm);
    onVisitorWaiting((waitedFor) => void scheduler.promote((path) => pageKey(path) === waitedFor));
  }
  // Stale, not expired: the next view is re-rendered in the background, so a content server
  // that is down leaves the last good page in place instead of a 500.
  result.tags.forEach(markStaleDuringRequest);
  // The request gate's catalogue of what names a page (same process): new URLs may exist now.
  invalidateRouteCatalogue();
  forgetSearchAnswers();
  // Once the answer is sent: this instance renders the pages anew, marks the tags again for
  // renders that were in flight and renders once more, then tells the CDN purge (optional; its
  // failures are logged, never the webhook's) which pages it rendered.
  const purge = purgeSettingsFromEnv(process.env);
  const answeredAt = Date.now();
  // Every page carries the shell: after a menu or settings change the rest render in the background.
  const shellChange = shellChangeOf(parsed);
  const background = shellChange ? () => shellBackgroundPaths(shellPages, result.publicPaths, shellChange) : undefined;
  after(() =>
    refreshAfterAnswer(result, {
      markStale: markStaleFromAnyContext(),
      warm,
      answeredAt,
      background,
      pending,
      onPagesRefreshed: purge ? (paths) => purgePages(paths, purge) : undefined,
    }).then(
      () => undefined,
      (error: unknown) => console.error(`revalidate: rendering the pages after the answer failed: ${(error as Error).message}`),
    ).finally(sharedAnswers.close),
  );
  if (shareAnswers) answerWithoutWaitingForRefreshes();
  return reply(200, {
    revalidated: true,
    tags: result.tags,
    paths: result.publicPaths,
    ...(result.gonePaths?.length ? { gone: result.gonePaths } : {}),
    ...(result.unresolved?.length ? { unresolved: result.unresolved } : {}),
    ...(warm.origin ? { rendering: 'scheduled' } : {}),
    ...(purge ? { cdnPurge: 'scheduled' } : {}),
  });
}

export const POST = handle;
export const PUT = handle;

function methodNotAllowed(): Response {
  return reply(405, { error: 'use POST or PUT' }, { allow: 'POST, PUT' });
}

export const GET = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const PATCH = methodNotAllowed;
