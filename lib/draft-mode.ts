import 'server-only';
import { draftMode } from 'next/headers';

/**
 * THE one decision "is this request a preview?": Next.js Draft Mode is on for this request.
 * Outside a request (build, `generateStaticParams`, an ISR re-render, unit tests) `draftMode()`
 * is either empty or throws: both mean "public", so static pages never see preview content.
 */
export async function isPreviewRequest(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * The content server credentials for previews: a WordPress user's application password, sent
 * as `Authorization: Basic` (WordPress core + WPGraphQL accept it without a plugin). Server-side
 * only; null when not configured (previews then show published content only).
 */
export function previewAuthorization(env: Record<string, string | undefined> = process.env): string | null {
  const user = env.CMS_PREVIEW_USER?.trim();
  const password = env.CMS_PREVIEW_APP_PASSWORD?.trim();
  if (!user || !password) return null;
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
