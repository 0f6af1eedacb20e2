import { itemPath } from '@/i18n/content-types';
import { categoryFilterPath } from '@/i18n/links';
import type { Locale } from '@/i18n/locales';
import { parsePublicPath, readPathLanguage } from '@/i18n/public-path.mjs';
import { homePath, type Section, sectionPath } from '@/i18n/routes';
import type { ConnectedNode, MenuItem } from './types';

/**
 * Where a WordPress menu item leads on this site. WordPress gives a connected post's item its own
 * permalink (`/events/opening-night/`, `/fr/contact-fr/`), which is no address of this site: the
 * shell's links and the webhook's list of pages after a menu save both go through this.
 */
export function hrefForConnectedNode(locale: Locale, node: ConnectedNode): string {
  return node.type === 'category' ? categoryFilterPath(locale, 'calendar', node.slug) : itemPath(node.type, locale, node);
}

/** WordPress archive paths of the custom post types, as a WordPress menu may hold them. */
const wordpressArchives: Record<string, Section> = {
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
  if (parsePublicPath(trimmed)) return query ? `${trimmed}?${query}` : trimmed;
  const first = readPathLanguage(trimmed)?.segments[0] ?? '';
  if (Object.hasOwn(wordpressArchives, first)) return sectionPath(locale, wordpressArchives[first]!);
  return trimmed === '/' ? homePath(locale) : trimmed;
}

/**
 * The site's page a menu item leads to, or null when it leads nowhere on this site (an external
 * link, `#`, a WordPress address that maps to none of the site's pages).
 */
export function menuItemPage(locale: Locale, item: MenuItem): string | null {
  if (item.external) return null;
  const href = menuItemHref(locale, item).split('#')[0] ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return parsePublicPath(href.split('?')[0] ?? '/') ? href : null;
}
