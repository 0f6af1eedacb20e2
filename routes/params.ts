import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/i18n/locales';

/** The `[locale]` route param, or a 404 for anything else. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
