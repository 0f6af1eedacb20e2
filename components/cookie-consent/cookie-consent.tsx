import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { consentChoiceScript } from '@/features/consent/choice-script';
import { privacyPolicyPath } from '@/features/consent/privacy-policy';
import { CookieConsentIsland } from './cookie-consent-island';

/**
 * The cookie banner and icon. Renders on the server as nothing but the island's props: the
 * strings of one language only, and the localized privacy policy link.
 */
export function CookieConsent({ locale }: { locale: Locale }) {
  return <CookieConsentIsland strings={getDictionary(locale).consent} privacyPolicyHref={privacyPolicyPath(locale)} />;
}

/**
 * For <head>, after the Consent Mode script: Accept All and Reject All carried out on the first
 * tap, before the page's scripts (features/consent/choice-script.ts).
 */
export function CookieChoiceScript() {
  return <script id="consent-choice" dangerouslySetInnerHTML={{ __html: consentChoiceScript() }} />;
}
