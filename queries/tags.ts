import { type ContentType, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { type Locale, locales } from '@/i18n/locales';

/**
 * Every cache tag the site uses, in one place: getters attach them to their fetches and the
 * revalidation webhook expires them. A tag names a content type in one language (its lists) or
 * one item of it (its page), so one change refreshes exactly the pages that can show it. The
 * shell (menus, settings, categories) is in every page.
 */
export type TaggedContent = ContentType | 'shell';

function tagPrefix(content: TaggedContent): string {
  return content === 'shell' ? 'shell' : contentTypeRegistry[content].tag;
}

/** `events:en`: every list of a type in a language (and the pages that show such a list). */
export function contentTag(content: TaggedContent, locale: Locale): string {
  return `${tagPrefix(content)}:${locale}`;
}

/** `events:en:{slug}`: one item's own page. */
export function itemTag(type: ContentType, locale: Locale, slug: string): string {
  return `${tagPrefix(type)}:${locale}:${slug}`;
}

/**
 * `events-index:en`: the type's slug index in a language (queries/slug-index.ts), which every
 * item page checks its slug against. Apart from the list tag so that an edit (the same slugs)
 * leaves the item pages alone; publishing, unpublishing or renaming expires it. Not a tag the
 * webhook accepts from senders: expiring a list tag expires its index too.
 */
export function slugIndexTag(type: ContentType, locale: Locale): string {
  return `${tagPrefix(type)}-index:${locale}`;
}

/** A list tag's slug index too (a `{tags}` or `{paths}` call may announce a new or removed item). */
export function withSlugIndexTags(tags: readonly string[]): string[] {
  const indexTags = tags.flatMap((tag) => {
    const parsed = parseTag(tag);
    return parsed && parsed.content !== 'shell' && !parsed.slug ? [slugIndexTag(parsed.content, parsed.locale)] : [];
  });
  return [...new Set([...tags, ...indexTags])];
}

/** Every list tag of every language: the webhook accepts only these and item tags. */
export function allContentTags(): string[] {
  return [...contentTypes, 'shell' as const].flatMap((content) => locales.map((locale) => contentTag(content, locale)));
}

/** A tag split into what it names, or null for a tag the site does not use. */
export function parseTag(tag: string): { content: TaggedContent; locale: Locale; slug: string | null } | null {
  const [prefix = '', locale = '', ...rest] = tag.split(':');
  const content = prefix === 'shell' ? 'shell' : contentTypes.find((type) => contentTypeRegistry[type].tag === prefix);
  if (!content || !(locales as readonly string[]).includes(locale)) return null;
  const slug = rest.join(':');
  if (content === 'shell' && slug) return null;
  return { content, locale: locale as Locale, slug: slug || null };
}
