import { currentHealth } from '@/features/health';
import { nextInternalsProblems } from '@/lib/next-internals/checks';

/**
 * `GET /api/health` for load balancers and container health checks: 200 while the instance
 * serves pages, with `"status": "degraded"` while Redis is away (it serves from its own memory).
 * `nextInternals` lists, one line each, the Next.js internals the site relies on that no longer
 * hold in this server (empty when all do: lib/next-internals/); they do not change the status.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ ...currentHealth(), nextInternals: nextInternalsProblems() }, { headers: { 'cache-control': 'private, no-store' } });
}
