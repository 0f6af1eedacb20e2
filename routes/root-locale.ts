import { locale as rootLocaleParam } from 'next/root-params';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/**
 * The language of the page being rendered, for the components that get no params (not-found.tsx):
 * `[locale]` is the root layout's segment, which Next.js exposes to any server component.
 */
export async function rootLocale(): Promise<Locale> {
  const value: unknown = await rootLocaleParam();
  return isLocale(value) ? value : defaultLocale;
}
