import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { purgeAfterRevalidation, purgeSettingsFromEnv } from '@/features/cdn/purge';
import { parseRevalidationBody, type RevalidationRequest } from '@/features/revalidation/parse-request';
import { planForContent, planForPaths, planForShell, planForTags, type RevalidationPlan } from '@/features/revalidation/plan';
import { hasValidSecret } from '@/features/revalidation/secret';
import { settleRevalidation } from '@/features/revalidation/settle';
import { findContentByDatabaseId, findContentBySlug } from '@/queries/revalidation';

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

async function plan(request: RevalidationRequest): Promise<RevalidationPlan> {
  switch (request.kind) {
    case 'paths':
      return planForPaths(request.paths);
    case 'tags':
      return planForTags(request.tags);
    case 'postId': {
      const affected = await findContentByDatabaseId(request.postId);
      const type = affected.items[0]?.type;
      // An id that matches nothing (deleted, unpublished, a menu item): refresh every list and the shell.
      if (!type) return planForShell('shell');
      return planForContent(type, affected, null);
    }
    case 'content': {
      const { content, slug } = request;
      if (content === 'menu' || content === 'settings') return planForShell('shell');
      const plan = planForContent(content, await findContentBySlug(slug!, content), slug);
      if (content !== 'about') return plan;
      // `category` names both a festival section and a category term, which every page's shell shows.
      const shell = planForShell('about');
      return { tags: [...new Set([...plan.tags, ...shell.tags])], publicPaths: plan.publicPaths };
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
