import { siteConfig } from '@/lib/site-config';
import type { ConnectedNode, MenuItem } from '@/queries/types';
import type { Locale } from './locales';
import {
  categoryFilterParam,
  homePath,
  resolvePublicPath,
  sectionPath,
  sections,
  topLevelPageSections,
} from './routes';

/** Links to content, built from the route table only. */

export function eventPath(locale: Locale, slug: string): string {
  return sectionPath(locale, 'event', slug);
}

export function artistPath(locale: Locale, slug: string): string {
  return sectionPath(locale, 'artist', slug);
}

export function newsPath(locale: Locale, slug: string): string {
  return sectionPath(locale, 'news', slug);
}

/** The festival's own category is the about root; every other one is an about sub-page. */
export function aboutPath(locale: Locale, slug: string): string {
  return slug === siteConfig.festivalCategorySlug[locale]
    ? sectionPath(locale, 'about')
    : sectionPath(locale, 'about', slug);
}

/** Top-level pages (contact, tickets, …) have their own route; others live under /page. */
export function pagePath(locale: Locale, slug: string, englishSlug: string | null = null): string {
  const english = locale === 'en' ? slug : englishSlug;
  const topLevel = topLevelPageSections.find((section) => sections[section].en === english);
  return topLevel ? sectionPath(locale, topLevel) : sectionPath(locale, 'page', slug);
}

/** The calendar or the artist list filtered by a category, with the language's parameter name. */
export function categoryFilterPath(locale: Locale, list: 'calendar' | 'artists', categorySlug: string): string {
  return `${sectionPath(locale, list)}?${categoryFilterParam[locale]}=${encodeURIComponent(categorySlug)}`;
}

export function hrefForConnectedNode(locale: Locale, node: ConnectedNode): string {
  switch (node.type) {
    case 'event':
      return eventPath(locale, node.slug);
    case 'artist':
      return artistPath(locale, node.slug);
    case 'news':
      return newsPath(locale, node.slug);
    case 'about':
      return aboutPath(locale, node.slug);
    case 'page':
      return pagePath(locale, node.slug, node.englishSlug);
    case 'category':
      return categoryFilterPath(locale, 'calendar', node.slug);
  }
}

/** WordPress archive paths of the custom post types, as a WordPress menu may hold them. */
const wordpressArchives: Record<string, 'calendar' | 'artists' | 'news'> = {
  events: 'calendar',
  artists: 'artists',
  news: 'news',
};

/**
 * Where a menu item leads on this site: connected content uses the site's routes; a relative
 * custom link is kept when it is one of the site's paths and mapped when it is a WordPress
 * archive; an absolute URL is external.
 */
export function menuItemHref(locale: Locale, item: MenuItem): string {
  if (item.connectedNode) return hrefForConnectedNode(locale, item.connectedNode);
  if (item.external) return item.path;
  const [pathname = '/', query] = item.path.split('?');
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (resolvePublicPath(trimmed)) return query ? `${trimmed}?${query}` : trimmed;
  const parts = trimmed.split('/').filter(Boolean);
  const archive = wordpressArchives[parts[0] === 'fr' ? (parts[1] ?? '') : (parts[0] ?? '')];
  if (archive) return sectionPath(locale, archive);
  return trimmed === '/' ? homePath(locale) : trimmed;
}
