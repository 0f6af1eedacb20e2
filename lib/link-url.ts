/**
 * THE check of a URL the content server hands the site for a link or a form (`href`, `action`):
 * an absolute URL whose scheme is allowed (the web's by default; never `javascript:`, `data:`,
 * `vbscript:`…), or, where a field may hold one, a relative link that stays on this site (`/about`,
 * `#top`; never `//host`). Read by the WHATWG URL parser, as a browser reads it, so tricks such as
 * `java\tscript:` or `\\host` are seen for what they are. Anything else is null: no link is shown.
 */
const webSchemes = ['http:', 'https:'] as const;
const probeOrigin = 'https://site.invalid';

export interface LinkUrlRule {
  schemes?: readonly string[];
  /** Accept a relative link that stays on this site. */
  allowRelative?: boolean;
}

export function linkUrl(value: string | null | undefined, { schemes = webSchemes, allowRelative = false }: LinkUrlRule = {}): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  let absolute: URL | null = null;
  try {
    absolute = new URL(trimmed);
  } catch {
    // No scheme: relative.
  }
  if (absolute) return schemes.includes(absolute.protocol) ? trimmed : null;
  if (!allowRelative) return null;
  try {
    return new URL(trimmed, `${probeOrigin}/`).origin === probeOrigin ? trimmed : null;
  } catch {
    return null;
  }
}

/** Menu items may also mail or call, and link within the site. */
export const menuLinkRule: LinkUrlRule = { schemes: [...webSchemes, 'mailto:', 'tel:'], allowRelative: true };
