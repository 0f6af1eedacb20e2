import type { Locale } from '@/i18n/locales';

/**
 * Every cache tag the site uses, in one place: getters attach them to their fetches and the
 * revalidation webhook refreshes them. A tag names a kind of content in one language, so one
 * change refreshes exactly the pages that can show it.
 */
export const contentKinds = ['events', 'artists', 'news', 'pages', 'categories', 'shell'] as const;
export type ContentKind = (typeof contentKinds)[number];

export function contentTag(kind: ContentKind, locale: Locale): string {
  return `${kind}:${locale}`;
}

/** The tag of one item's own page (an event, an artist, a news post, a page, a pop category). */
export function itemTag(kind: ContentKind, locale: Locale, slug: string): string {
  return `${kind}:${locale}:${slug}`;
}

/** Every tag of every language: the webhook uses this list to reject unknown tags. */
export function allContentTags(): string[] {
  return contentKinds.flatMap((kind) => [contentTag(kind, 'en'), contentTag(kind, 'fr')]);
}
