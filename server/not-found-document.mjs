// @ts-check
import { gzipSync } from 'node:zlib';
import { defaultLocale, notFoundPageSegment } from '../i18n/route-table.mjs';

/** The gate's own request for the 404 page carries this header with the process's token. */
export const notFoundDocumentHeader = 'x-festival-not-found-document';

/**
 * @typedef {import('./request-gate.mjs').Locale} Locale
 * @typedef {{ body: Buffer, gzip: Buffer }} NotFoundDocument the page, and gzipped once for all
 */

/** The 404 page's public path in `locale` (see `notFoundPageSegment` in the route table). */
export function notFoundPagePath(/** @type {Locale} */ locale) {
  return `${locale === defaultLocale ? '' : `/${locale}`}/${notFoundPageSegment}`;
}

/**
 * The 404 page of each language as a finished HTML document, asked of this very server (the page
 * is pre-rendered and cached like any other, so this is a cache hit) and kept in memory for a few
 * seconds, refreshed in the background after that: every 404 of a language is the same document,
 * and a menu edit reaches it as soon as the page itself is revalidated. When the page cannot be
 * had (the server is starting, the content server is down at the first ask), `get` answers null
 * and the caller keeps Next.js's own answer.
 */
export class NotFoundDocuments {
  /**
   * @param {{ origin: () => string, token: string, freshMs?: number, fetch?: typeof fetch }} options
   */
  constructor({ origin, token, freshMs = 10_000, fetch = globalThis.fetch }) {
    this.origin = origin;
    this.token = token;
    this.freshMs = freshMs;
    this.fetch = fetch;
    /** @type {Map<Locale, NotFoundDocument & { at: number }>} */
    this.documents = new Map();
    /** One request per language at a time. @type {Map<Locale, Promise<NotFoundDocument | null>>} */
    this.inFlight = new Map();
  }

  /** @param {Locale} locale @returns {Promise<NotFoundDocument | null>} */
  async get(locale) {
    const kept = this.documents.get(locale);
    if (kept && Date.now() - kept.at < this.freshMs) return kept;
    const refresh = this.refresh(locale);
    if (kept) {
      refresh.catch(() => {});
      return kept;
    }
    return refresh;
  }

  /** @param {Locale} locale @returns {Promise<NotFoundDocument | null>} */
  refresh(locale) {
    const running = this.inFlight.get(locale);
    if (running) return running;
    const request = this.load(locale).finally(() => this.inFlight.delete(locale));
    this.inFlight.set(locale, request);
    return request;
  }

  /** @param {Locale} locale @returns {Promise<NotFoundDocument | null>} */
  async load(locale) {
    const url = `${this.origin()}${notFoundPagePath(locale)}`;
    try {
      const response = await this.fetch(url, {
        headers: { [notFoundDocumentHeader]: this.token, accept: 'text/html' },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
        console.error(`404 page (${locale}): ${url} answered ${response.status}; the 404s keep Next.js's own answer meanwhile`);
        return this.documents.get(locale) ?? null;
      }
      const document = { body, gzip: gzipSync(body), at: Date.now() };
      this.documents.set(locale, document);
      return document;
    } catch (error) {
      console.error(`404 page (${locale}): ${url} unreachable (${error instanceof Error ? error.message : error})`);
      return this.documents.get(locale) ?? null;
    }
  }
}
