import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { purgeAfterRevalidation, purgeSettingsFromEnv } from '@/lib/cdn/purge';
import { type ContentType, parseRevalidationBody, type RevalidationRequest } from '@/lib/revalidation/parse-request';
import { planForContent, planForPaths, planForShell, planForTags, type RevalidationPlan } from '@/lib/revalidation/plan';
import { hasValidSecret } from '@/lib/revalidation/secret';
import { settleRevalidation } from '@/lib/revalidation/settle';
import { findContentByDatabaseId, findContentBySlug } from '@/queries/revalidation';
import type { ContentKind } from '@/queries/tags';

/**
 * On-demand revalidation, called by WordPress when content changes. Accepts the bodies of the
 * common senders (WPGraphQL Smart Cache `{paths}`, On-Demand Revalidation `{postId}`/`{tags}`,
 * hand-rolled `{contentType, slug}`) with the secret in a header. Bad requests get a 4xx with
 * one line; the content server being down is a 502, never a 500.
 */
export const dynamic = 'force-dynamic';

const maxBodyBytes = 64 * 1024;
const noStore = { 'cache-control': 'private, no-store' };

function reply(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

const kindOfType: Record<Exclude<ContentType, 'menu' | 'settings' | 'category'>, ContentKind> = {
  event: 'events',
  artist: 'artists',
  news: 'news',
  page: 'pages',
};

async function plan(request: RevalidationRequest): Promise<RevalidationPlan> {
  switch (request.kind) {
    case 'paths':
      return planForPaths(request.paths);
    case 'tags':
      return planForTags(request.tags);
    case 'postId': {
      const affected = await findContentByDatabaseId(request.postId);
      const kind = affected.items[0]?.kind;
      // An id that matches nothing (deleted, unpublished, a menu item): refresh every list and the shell.
      if (!kind) return planForShell('shell');
      return planForContent(kind, affected, null);
    }
    case 'content': {
      if (request.contentType === 'menu' || request.contentType === 'settings') return planForShell('shell');
      if (request.contentType === 'category') {
        const popCategory = await findContentBySlug(request.slug!, 'categories');
        const sections = planForContent('categories', popCategory, request.slug);
        const shell = planForShell('categories');
        return { tags: [...new Set([...sections.tags, ...shell.tags])], publicPaths: sections.publicPaths };
      }
      const kind = kindOfType[request.contentType];
      return planForContent(kind, await findContentBySlug(request.slug!, kind), request.slug);
    }
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
    console.error(`revalidate: content lookup failed: ${(error as Error).message}`);
    return reply(502, { error: `content lookup failed: ${(error as Error).message}` });
  }
  // 'max', not { expire: 0 }: the next view is re-rendered in the background, so a content server
  // that is down leaves the last good page in place instead of a 500.
  const markStale = (tag: string) => revalidateTag(tag, 'max');
  result.tags.forEach(markStale);
  // Once the answer is sent: the same marks again for renders that were in flight (see
  // settle.ts), then the CDN purge (optional; its failures are logged, never the webhook's).
  const purge = purgeSettingsFromEnv(process.env);
  after(async () => {
    await settleRevalidation(result.tags, markStale);
    if (purge) await purgeAfterRevalidation(result, purge);
  });
  return reply(200, { revalidated: true, tags: result.tags, paths: result.publicPaths, ...(purge ? { cdnPurge: 'scheduled' } : {}) });
}

export const POST = handle;
export const PUT = handle;

function methodNotAllowed(): Response {
  return reply(405, { error: 'use POST or PUT' }, { allow: 'POST, PUT' });
}

export const GET = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const PATCH = methodNotAllowed;
