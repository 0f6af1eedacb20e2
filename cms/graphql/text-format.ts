/**
 * Text and date formatting the way WordPress, WPGraphQL and WPGraphQL for ACF 2.x output it.
 */

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/;

/** Post `date`/`modified`: WPGraphQL gives the site-local value as `YYYY-MM-DDTHH:MM:SS`, no offset. */
export function toWpDate(localDateTime: string | null | undefined): string | null {
  const match = LOCAL_DATE_TIME.exec(localDateTime?.trim() ?? '');
  if (!match) return null;
  return `${match[1]}T${match[2]}:${match[3] ?? '00'}`;
}

/**
 * ACF date-time fields: WPGraphQL for ACF 2.x formats the stored wall-clock value as RFC 3339 and
 * labels it `+00:00` whatever the site's time zone is (see reference samples). Reproduced as is, so
 * the site handles the production quirk: the value is Montreal local time, not UTC.
 */
export function toAcfDateTime(localDateTime: string | null | undefined): string | null {
  const date = toWpDate(localDateTime);
  return date ? `${date}+00:00` : null;
}

/** ACF 2.x returns null, not an empty string, for empty text fields. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** `wp_strip_all_tags`: tags, comments and script/style bodies removed; entities kept. */
export function stripTags(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  return withoutCode.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' ');
}

/** Visible text of an HTML fragment, entities decoded (for matching, never for output). */
export function stripHtml(html: string): string {
  return decodeEntities(stripTags(html));
}

/**
 * Folds text for matching the way MySQL's `utf8mb4_unicode_ci` collation compares it in
 * WordPress searches: case- and accent-insensitive (`resume` finds `Résumé`).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

export interface SearchTerms {
  include: string[];
  exclude: string[];
}

/**
 * WordPress's `WP_Query::parse_search`: quoted phrases stay whole, other words split on spaces,
 * commas and plus signs; a leading `-` excludes a word; every other term must match.
 */
export function parseSearchTerms(search: string): SearchTerms {
  const terms = search.match(/"[^"]*("|$)|[^\t ",+]+/g) ?? [];
  const include: string[] = [];
  const exclude: string[] = [];
  for (const raw of terms) {
    const isExclusion = raw.length > 1 && raw.startsWith('-');
    const term = foldForSearch((isExclusion ? raw.slice(1) : raw).replace(/^"|"$/g, '').trim());
    if (term) (isExclusion ? exclude : include).push(term);
  }
  return { include, exclude };
}

/**
 * A post's searchable columns as MySQL's `LIKE` sees them in a WordPress search: the RAW stored
 * title, excerpt and content (markup included), folded like `utf8mb4_unicode_ci` compares.
 */
export interface SearchColumns {
  title: string;
  excerpt: string;
  content: string;
}

export function searchColumnsOf(record: { title: string; excerpt?: string; content: string }): SearchColumns {
  return { title: foldForSearch(record.title), excerpt: foldForSearch(record.excerpt ?? ''), content: foldForSearch(record.content) };
}

/** `parse_search`: every included term in the title, excerpt or content; no excluded term in any. */
export function matchesSearch(columns: SearchColumns, terms: SearchTerms): boolean {
  const inAny = (term: string) => columns.title.includes(term) || columns.excerpt.includes(term) || columns.content.includes(term);
  return terms.include.every(inAny) && !terms.exclude.some(inAny);
}

const EXCERPT_WORDS = 55;

/**
 * `excerpt` as WPGraphQL renders it: the manual excerpt, or WordPress's automatic one (first 55
 * words of the content, then ` [&hellip;]`), wrapped in a paragraph by `wpautop`.
 */
export function renderExcerpt(manualExcerpt: string | undefined, content: string): string | null {
  if (manualExcerpt && manualExcerpt.trim() !== '') return `<p>${manualExcerpt.trim()}</p>\n`;
  const words = stripTags(content).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const more = words.length > EXCERPT_WORDS ? ' [&hellip;]' : '';
  return `<p>${words.slice(0, EXCERPT_WORDS).join(' ')}${more}</p>\n`;
}
