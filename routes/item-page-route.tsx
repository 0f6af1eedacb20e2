import { notFound, permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { type ContentType, type ContentTypeEntry, contentTypeRegistry, type TranslatedItem } from '@/i18n/content-types';
import { isLocale, type Locale } from '@/i18n/locales';
import { itemRoute, type LocalizedRoute } from '@/i18n/localized-route';
import { sectionPath } from '@/i18n/routes';
import { getSlugIndex, isPublishedSlug } from '@/queries/slug-index';
import { type ItemHead, itemPageParts } from './item-page-parts';
import { localeParam } from './params';

type Params = Promise<{ locale: string; slug: string }>;

export interface ItemPageRouteOptions<T extends TranslatedItem> {
  type: ContentType;
  getBySlug: (locale: Locale, slug: string) => Promise<T | null>;
  head: (item: T) => ItemHead;
  /** The page's content inside the site shell. */
  render: (item: T, route: LocalizedRoute) => ReactNode | Promise<ReactNode>;
}

/**
 * The route of one item's page (`/event/{slug}`, `/fr/artiste/{slug}`, …): pre-rendered for
 * every item at build, rendered on its first request for an item published since (then cached
 * like the others), a 404 for a slug that matches nothing, metadata and language switch from
 * one localized route. The item whose slug is its type's root (the festival's own section) is
 * the section root: its slug URL redirects there.
 *
 * A slug is first checked against the type's cached slug index (queries/slug-index.ts): a slug
 * that names no published item is a 404 without a content request, so invented slugs cost no
 * cache entry (nor does their 404 page: lib/cache-handler/not-found-entries.mjs). A preview
 * skips the index: drafts are not in it.
 */
export function itemPageRoute<T extends TranslatedItem>({ type, getBySlug, head, render }: ItemPageRouteOptions<T>) {
  const entry: ContentTypeEntry = contentTypeRegistry[type];

  /**
   * Every published slug, from the slug index: fetching it at build also puts it in the cache the
   * site starts with, where the webhook finds the slugs as they were before a change (a rename
   * right after a deploy is then still known).
   */
  async function generateStaticParams({ params }: { params: { locale: string } }) {
    if (!isLocale(params.locale)) return [];
    const rootSlug = entry.rootSlug?.[params.locale];
    return [...(await getSlugIndex(type, params.locale)).keys()].filter((slug) => slug !== rootSlug).map((slug) => ({ slug }));
  }

  async function load(params: Params) {
    const locale = await localeParam(params);
    const { slug } = await params;
    if (entry.rootSlug?.[locale] === slug) permanentRedirect(sectionPath(locale, entry.itemSection));
    if (!(await isPublishedSlug(type, locale, slug))) notFound();
    const item = await getBySlug(locale, slug);
    if (!item) notFound();
    return { item, route: itemRoute(type, locale, item) };
  }

  return { generateStaticParams, ...itemPageParts(load, head, render) };
}

