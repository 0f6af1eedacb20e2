import { consentModeScript } from '@/features/consent/consent-mode';
import { readTagManagerConfig, tagManagerScript } from '@/features/consent/tag-manager';

/**
 * For <head>: the Consent Mode defaults (always, so every consumer of `dataLayer` sees the
 * visitor's consent state), then the tag manager when a container id is configured. Both are
 * plain inline scripts so that they run in this order, during parsing, before hydration.
 * (`next/script` with `beforeInteractive` would queue them for Next's runtime instead.)
 */
export function TagManager() {
  const config = readTagManagerConfig({
    GTM_ID: process.env.GTM_ID,
    NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
    GTM_SCRIPT_ORIGIN: process.env.GTM_SCRIPT_ORIGIN,
  });
  return (
    <>
      <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: consentModeScript() }} />
      {config && <script id="tag-manager" dangerouslySetInnerHTML={{ __html: tagManagerScript(config) }} />}
    </>
  );
}
