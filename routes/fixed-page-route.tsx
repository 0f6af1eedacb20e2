import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { TranslatedItem } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { type ItemHead, itemPageParts } from './item-page-parts';
import { localeParam } from './params';

type Params = Promise<{ locale: string }>;

export interface FixedPageRouteOptions<T extends TranslatedItem> {
  /** The one item this route shows in a language; null: a 404. */
  get: (locale: Locale) => Promise<T | null>;
  route: (locale: Locale, item: T) => LocalizedRoute;
  head: (item: T) => ItemHead;
  render: (item: T, route: LocalizedRoute) => ReactNode | Promise<ReactNode>;
}

/**
 * The route of a page that shows one known item at a fixed URL: a top-level page (`/contact`,
 * the page whose English slug is the section's segment) or the about root (the festival's own
 * section).
 */
export function fixedPageRoute<T extends TranslatedItem>({ get, route: routeOf, head, render }: FixedPageRouteOptions<T>) {
  async function load(params: Params) {
    const locale = await localeParam(params);
    const item = await get(locale);
    if (!item) notFound();
    return { item, route: routeOf(locale, item) };
  }

  return itemPageParts(load, head, render);
}
