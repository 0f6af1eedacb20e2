/**
 * Permalinks (`uri`) as the reference WordPress builds them with Polylang: English without a
 * prefix, French under `/fr/`. Post types use their rewrite slugs (`/events/{slug}/`,
 * `/artists/{slug}/`, `/pop-categories/{slug}/`: `permalink` in ../content-types.ts), news posts
 * `/%postname%/`, pages their parent path, categories `/category/{parents}/{slug}/`.
 */
import { servedTypeOfPostType } from '../content-types';
import type { PostRecord, TermRecord } from '../store/types';
import { languagePrefix } from './languages';

/** `news_type` is not in the samples: WordPress's default for a taxonomy. */
const TAXONOMY_BASES: Record<TermRecord['taxonomy'], string> = {
  category: 'category',
  news_type: 'news_type',
};

export function postUri(record: PostRecord, postById: ReadonlyMap<number, PostRecord>): string {
  const prefix = languagePrefix(record.language);
  const { permalink } = servedTypeOfPostType(record.postType);
  if (permalink === 'post') return `${prefix}/${record.slug}/`;
  if (permalink === 'page') return `${prefix}/${pageAncestorSlugs(record, postById).join('/')}/`;
  return `${prefix}/${permalink.base}/${record.slug}/`;
}

/** Parent slugs then the page's own; bounded so a parent cycle in bad data cannot loop forever. */
function pageAncestorSlugs(record: PostRecord, postById: ReadonlyMap<number, PostRecord>): string[] {
  const slugs = [record.slug];
  let current: PostRecord | undefined = record;
  while (current?.postType === 'page' && current.parentId !== null && slugs.length < 20) {
    current = postById.get(current.parentId);
    if (current) slugs.unshift(current.slug);
  }
  return slugs;
}

export function termUri(term: TermRecord, termById: ReadonlyMap<number, TermRecord>): string {
  const slugs = [term.slug];
  // Categories have hierarchical rewrites in WordPress; custom taxonomies do not by default.
  if (term.taxonomy === 'category') {
    let current: TermRecord | undefined = term;
    while (current && current.parentId !== null && slugs.length < 20) {
      current = termById.get(current.parentId);
      if (current) slugs.unshift(current.slug);
    }
  }
  return `${languagePrefix(term.language)}/${TAXONOMY_BASES[term.taxonomy]}/${slugs.join('/')}/`;
}

/**
 * A uri or URL reduced to the permalink form used as index key: path only, leading and trailing
 * slash, percent-decoding applied. Null for another host than the content server's own.
 */
export function normalizeUri(uriOrUrl: string, publicUrl: string): string | null {
  let path = uriOrUrl.trim();
  if (/^https?:\/\//i.test(path)) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    if (url.host.toLowerCase() !== new URL(publicUrl).host.toLowerCase()) return null;
    path = url.pathname;
  }
  path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  return path.replace(/\/{2,}/g, '/');
}
