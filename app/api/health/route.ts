import { currentHealth } from '@/features/health';

/**
 * `GET /api/health` for load balancers and container health checks: 200 while the instance
 * serves pages, with `"status": "degraded"` while Redis is away (it serves from its own memory).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(currentHealth(), { headers: { 'cache-control': 'private, no-store' } });
}
