import { type ContentType, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { type ContentAdapter, contentAdapters, type ContentItem } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { bySlugDocument, documentsByType, listDocument } from './content-documents';
import { fetchAllNodes } from './paginate';
import type { Maybe, RawConnection } from './raw-types';
import { contentTag } from './tags';

/** The getters of every content type: its published items in a language, and one item by slug. */

const listDocuments = documentsByType(contentTypes, listDocument);
const bySlugDocuments = documentsByType(contentTypes, bySlugDocument);

type Raw = { id?: Maybe<string> };
type Connections = Record<string, Maybe<RawConnection<Raw>>>;

function adapterOf<T extends ContentType>(type: T): ContentAdapter<Raw, ContentItem<T>> {
  return contentAdapters[type] as unknown as ContentAdapter<Raw, ContentItem<T>>;
}

/** Every published item of a type in a language, in the type's order (its adapter's `compare`). */
export async function getAllItems<T extends ContentType>(type: T, locale: Locale): Promise<Array<ContentItem<T>>> {
  const { plural } = contentTypeRegistry[type].graphql;
  const nodes = await fetchAllNodes<Connections, Raw>(
    listDocuments[type],
    { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) },
    (data) => data[plural],
    { tags: [contentTag(type, locale)] },
  );
  const adapter = adapterOf(type);
  const items = nodes.map((node) => adapter.toItem(node));
  return adapter.compare ? items.sort((a, b) => adapter.compare!(locale, a, b)) : items;
}

/** One item of a type by slug in a language (in a preview, drafts and pending revisions too); null when none. */
export function getItemBySlug<T extends ContentType>(type: T, locale: Locale, slug: string): Promise<ContentItem<T> | null> {
  const { plural } = contentTypeRegistry[type].graphql;
  const adapter = adapterOf(type);
  return fetchItemBySlug(bySlugDocuments[type], (data) => data[plural], (raw) => adapter.toItem(raw), { type, locale, slug });
}
