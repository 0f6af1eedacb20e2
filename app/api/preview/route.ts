import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { contentTypeRegistry, itemPath } from '@/i18n/content-types';
import { parsePreviewEntry } from '@/features/preview/entry-request';
import { previewRedirect, previewTextResponse } from '@/features/preview/responses';
import { isPreviewSecret } from '@/features/preview/secret';
import { ServerError } from '@/queries/errors';
import { getPreviewTarget, type PreviewTarget } from '@/queries/preview';

export const dynamic = 'force-dynamic';

/**
 * The preview link WordPress opens:
 * `/api/preview?secret=…&type=event|page|news|artist&id=…|slug=…&lang=en|fr`.
 * It checks the secret, finds the item as the editor (drafts included), turns Draft Mode on and
 * redirects to the item's public URL, which then renders on demand with the unpublished content.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  if (!isPreviewSecret(params.get('secret'), process.env.PREVIEW_SECRET)) {
    return previewTextResponse(401, 'Invalid preview secret.');
  }
  const parsed = parsePreviewEntry(params);
  if (!parsed.ok) return previewTextResponse(400, parsed.message);
  const { type, locale, ref } = parsed.entry;

  let target: PreviewTarget | null;
  try {
    target = await getPreviewTarget(type, locale, ref);
  } catch (error) {
    console.error(`[preview] ${type} ${JSON.stringify(ref)} (${locale}): ${error instanceof Error ? error.message : String(error)}`);
    const refused = error instanceof ServerError && (error.statusCode === 401 || error.statusCode === 403);
    return previewTextResponse(
      502,
      refused
        ? 'The content server refused the preview credentials (CMS_PREVIEW_USER, CMS_PREVIEW_APP_PASSWORD).'
        : 'The content server could not be reached for this preview.',
    );
  }
  if (!target) return previewTextResponse(404, `No ${contentTypeRegistry[type].apiName} to preview with that ${'id' in ref ? 'id' : 'slug'} in ${locale === 'en' ? 'English' : 'French'}.`);

  (await draftMode()).enable();
  return previewRedirect(itemPath(type, target.locale, target));
}
