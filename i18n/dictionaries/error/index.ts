import type { Locale } from '../../locales';
import { type ErrorStrings, errorEn } from './en';
import { errorFr } from './fr';

export type { ErrorStrings };

/** The error page's strings per language, small enough for the client error boundaries. */
export const errorStrings: Record<Locale, ErrorStrings> = { en: errorEn, fr: errorFr };
