import { after } from 'next/server';
import { purgeSettingsFromEnv } from '@/features/cdn/purge';
import { refreshAfterAnswer } from '@/features/revalidation/after-answer';
import { markStaleDuringRequest, markStaleNow } from '@/features/revalidation/mark-stale';
import { forgetSearchAnswers } from '@/features/search/run-search';
import { parseRevalidationBody, type RevalidationRequest } from '@/features/revalidation/parse-request';
import { planForPaths, planForShell, planForTags, type RevalidationPlan } from '@/features/revalidation/plan';
import { planForPostRequest, type ResolveDeps } from '@/features/revalidation/resolve';
import { hasValidSecret } from '@/features/revalidation/secret';
import { warmSettingsFromEnv } from '@/features/revalidation/warm';
import { previewAuthorization } from '@/lib/draft-mode';
import { findContentByDatabaseId, findContentBySlug } from '@/queries/revalidation';
import { getSlugIndex } from '@/queries/slug-index';
import { invalidateRouteCatalogue } from '@/server/route-catalogue.mjs';

/**
 * On-demand revalidation, called by WordPress when content changes. Accepts the bodies of the
 * common senders (WPGraphQL Smart Cache `{paths}`, On-Demand Revalidation `{postId}`/`{tags}`,
 * hand-rolled `{contentType, slug}`, or their fields together) with the secret in a header.
 * A post is followed through its whole lifecycle (published, edited, renamed, unpublished,
 * scheduled, trashed, deleted: features/revalidation/resolve.ts); the answer lists the tags and
 * pages refreshed, the pages now gone, and what could not be found out. After answering, this
 * instance renders every affected page itself (after-answer.ts). Bad requests get a 4xx with one
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
  get hasEditorCredentials() {
    return previewAuthorization() !== null;
  },
};

async function plan(request: RevalidationRequest): Promise<RevalidationPlan> {
  switch (request.kind) {
    case 'paths':
      return planForPaths(request.paths);
    case 'tags':
      return planForTags(request.tags);
    case 'shell':
      return planForShell('shell');
    case 'post':
      return planForPostRequest(request, lookups);
  }
}

async function handle(request: Request): Promise<Response> {
  if (!hasValidSecret(request.headers, process.env.REVALIDATE_SECRET)) {
    return reply(401, { error: 'missing or wrong revalidation secret' });
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBodyBytes) return reply(413, { error: 'body larger than 64 KB' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400, { error: 'the body is not valid JSON' });
  }
  const parsed = parseRevalidationBody(body);
  if (typeof parsed === 'string') return reply(400, { error: parsed });

  let result: RevalidationPlan;
  try {
    result = await plan(parsed);
  } catch (error) {
    // The detail (which names the content server's internal address) goes to the log only.
    console.error(`revalidate: content lookup failed: ${(error as Error).message}`);
    return reply(502, { error: 'content lookup failed: the content server did not answer; pages keep their last version' });
  }
  // Stale, not expired: the next view is re-rendered in the background, so a content server
  // that is down leaves the last good page in place instead of a 500.
  result.tags.forEach(markStaleDuringRequest);
  // The request gate's catalogue of what names a page (same process): new URLs may exist now.
  invalidateRouteCatalogue();
  forgetSearchAnswers();
  // Once the answer is sent: this instance renders the pages anew, marks the tags again for
  // renders that were in flight and renders once more (settle.ts), then the CDN purge (optional;
  // its failures are logged, never the webhook's).
  const purge = purgeSettingsFromEnv(process.env);
  const warm = warmSettingsFromEnv(process.env);
  const answeredAt = Date.now();
  after(() =>
    refreshAfterAnswer(result, { markStale: markStaleNow, warm, purge, answeredAt }).then(
      () => undefined,
      (error: unknown) => console.error(`revalidate: rendering the pages after the answer failed: ${(error as Error).message}`),
    ),
  );
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
