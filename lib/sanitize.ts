import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { rewriteMediaUrl } from './media-url';

/**
 * CMS HTML is untrusted: an editor's paste or a compromised account must not run script on the
 * site. Everything not on this allowlist is dropped on the server, so no script, event handler,
 * `javascript:` URL, iframe or inline style reaches the browser.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
    'small', 'mark', 'abbr', 'cite', 'q', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt',
    'dd', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'caption', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'hreflang'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page owns its <h1>; CMS headings start one level below.
    h1: 'h2',
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.src ? { src: rewriteMediaUrl(attribs.src) } : {}), alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeCmsHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : '';
}
