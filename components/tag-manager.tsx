import { readTagManagerConfig, tagManagerScript } from '@/features/consent/tag-manager';

/**
 * For <head>, after the head script (components/shell/head-script.ts, which sets the Consent
 * Mode defaults): the tag manager's loader when a container id is configured, a plain inline
 * script so that it runs in this order, during parsing, before hydration. (`next/script` with
 * `beforeInteractive` would queue it for Next's runtime instead.)
 */
export function TagManager() {
  const config = readTagManagerConfig({
    GTM_ID: process.env.GTM_ID,
    NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
    GTM_SCRIPT_ORIGIN: process.env.GTM_SCRIPT_ORIGIN,
  });
  return config ? <script id="tag-manager" dangerouslySetInnerHTML={{ __html: tagManagerScript(config) }} /> : null;
}
