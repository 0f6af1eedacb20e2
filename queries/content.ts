import { type ContentType, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { type Locale, otherLocale, toLanguageCode } from '@/i18n/locales';
import { type ContentAdapter, contentAdapters, type ContentItem } from './adapter';
import { fetchItemBySlug } from './by-slug';
import { bySlugDocument, documentsByType, listDocument } from './content-documents';
import type { ItemNodeOf, ListNodeOf } from './nodes';
import { type ContentFragments, contentFragments } from './fragments';
import { fetchAllNodes } from './paginate';
import { fetchAllNodesInParallel } from './parallel-list';
import { getSlugIndex } from './slug-index';
import { contentTag } from './tags';

/** The getters of every content type: its published items in a language, and one item by slug. */

const listDocuments = documentsByType(contentTypes, (type) => listDocument(type));
const bySlugDocuments = documentsByType(contentTypes, (type) => bySlugDocument(type));

/** What a type's adapter function reads (`toEvent`'s argument). */
type AdapterInput<T extends ContentType> = Parameters<(typeof contentAdapters)[T]['toItem']>[0];
/** True when every type's adapter reads what its list and by-slug documents answer. */
type AdaptersReadTheirDocuments = {
  [T in ContentType]: [ListNodeOf<T>, ItemNodeOf<T>] extends [AdapterInput<T>, AdapterInput<T>] ? true : false;
}[ContentType];
// A type check, not a run-time one: it fails to compile when an adapter and its fragments disagree.
const adaptersReadTheirDocuments: AdaptersReadTheirDocuments extends true ? true : never = true;
void adaptersReadTheirDocuments;

/** The type's adapter; its input matches the type's documents (checked above). */
function adapterOf<T extends ContentType>(type: T): ContentAdapter<unknown, ContentItem<T>> {
  return contentAdapters[type] as unknown as ContentAdapter<unknown, ContentItem<T>>;
}

/** Every published item of a type in a language, in the type's order (its adapter's `compare`). */
export async function getAllItems<T extends ContentType>(type: T, locale: Locale): Promise<Array<ContentItem<T>>> {
  const { plural } = contentTypeRegistry[type].graphql;
  const variables = { language: toLanguageCode(locale), otherLanguage: toLanguageCode(otherLocale(locale)) };
  const options = { tags: [contentTag(type, locale)] };
  // A long list in parallel parts by id (its fragments' `listInParts`); the ids come from the slug index.
  const inParts = (contentFragments[type] as ContentFragments).listInParts === true && process.env.CONTENT_LIST_PARTS !== '0';
  const nodes = inParts
    ? await fetchAllNodesInParallel(listDocuments[type], variables, (data) => data[plural], options, [...(await getSlugIndex(type, locale)).values()])
    : await fetchAllNodes(listDocuments[type], variables, (data) => data[plural], options);
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
