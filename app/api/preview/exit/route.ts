import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { previewRedirect } from '@/features/preview/responses';
import { exitReturnPath } from '@/features/preview/return-path';

export const dynamic = 'force-dynamic';

/** Leaves the preview (Draft Mode off) and goes back to the public page (on this site only). */
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  return previewRedirect(exitReturnPath(request.nextUrl.searchParams.get('path'), request.headers.get('referer')));
}
