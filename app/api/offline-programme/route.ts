import { offlineProgramme } from '@/features/offline/programme';

/**
 * The pages "Save for offline" keeps (features/offline/programme.ts). Static like a page: built
 * once, shared by the CDN (`s-maxage`), refreshed by the webhook through the events' cache
 * tags, and every 5 minutes at most (events that start today stay in the list all day).
 */
export const dynamic = 'force-static';
export const revalidate = 300;

export async function GET() {
  return Response.json(await offlineProgramme());
}
