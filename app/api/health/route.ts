import { currentHealth, healthStatusCode } from '@/features/health';

/**
 * `GET /api/health` for load balancers and container health checks: 200 while the instance
 * serves pages as it should, `"status": "degraded"` (still 200) while Redis is away (it serves
 * from its own memory), and 503 `"degraded"` when a Next.js internal the site relies on no longer
 * holds in this server: `nextInternals` names each (lib/next-internals/; empty when all hold).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const report = currentHealth();
  return Response.json(report, { status: healthStatusCode(report), headers: { 'cache-control': 'private, no-store' } });
}
