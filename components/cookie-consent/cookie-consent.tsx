import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { privacyPolicyPath } from '@/features/consent/privacy-policy';
import { CookieConsentIsland } from './cookie-consent-island';

/**
 * The cookie banner and icon. Renders on the server as nothing but the island's props: the
 * strings of one language only, and the localized privacy policy link.
 */
export function CookieConsent({ locale }: { locale: Locale }) {
  return <CookieConsentIsland strings={getDictionary(locale).consent} privacyPolicyHref={privacyPolicyPath(locale)} />;
}

