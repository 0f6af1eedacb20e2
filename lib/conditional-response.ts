import { createHash } from 'node:crypto';
import { festivalInstant } from './festival-time';

/**
 * Feeds (calendars, schedule.xml/json, Atom) answer conditional requests: calendar and
 * schedule apps poll them, and an unchanged feed costs a 304 with no body.
 *
 * - `ETag` is a hash of the body: the feeds write the same bytes for the same content on every
 *   instance (no "generated at" time in them), so every instance gives the same ETag.
 * - `Last-Modified` is the latest save among the feed's items. A removed item changes the body
 *   but no remaining item's date, so `If-None-Match` wins when both are sent (RFC 9110 §13.2.2)
 *   and `If-Modified-Since` alone is only trusted when it is at least that date.
 */

/** A CDN may keep a feed 5 minutes, like the pages, and serve it stale for a day during an outage. */
export const feedCacheControl = 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400';

export interface FeedBody {
  body: string;
  contentType: string;
  /** Wall-clock date of the latest save among the feed's items (Montréal). */
  lastModified?: string | null;
  /** `inline; filename="…"` (a fixed, server-chosen name). */
  contentDisposition?: string;
}

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function httpDate(wallClock: string): string {
  return festivalInstant(wallClock).toUTCString();
}

function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §8.8.3.2): a CDN may have weakened the tag by compressing.
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function notModifiedSince(header: string, lastModified: string | null | undefined): boolean {
  if (!lastModified) return false;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return false;
  // HTTP dates have whole seconds.
  return Math.floor(festivalInstant(lastModified).getTime() / 1000) * 1000 <= since;
}

export function feedResponse(request: Request, feed: FeedBody): Response {
  const etag = etagOf(feed.body);
  const headers = new Headers({ etag, 'cache-control': feedCacheControl, vary: 'accept-encoding' });
  if (feed.lastModified) headers.set('last-modified', httpDate(feed.lastModified));
  const ifNoneMatch = request.headers.get('if-none-match');
  const ifModifiedSince = request.headers.get('if-modified-since');
  const unchanged = ifNoneMatch !== null ? matchesEtag(ifNoneMatch, etag) : ifModifiedSince !== null && notModifiedSince(ifModifiedSince, feed.lastModified);
  if (unchanged) return new Response(null, { status: 304, headers });
  headers.set('content-type', feed.contentType);
  if (feed.contentDisposition) headers.set('content-disposition', feed.contentDisposition);
  return new Response(feed.body, { headers });
}

/** One line, never a stack: 404 (unknown feed), 400 (bad id list), 503 (content server down, nothing kept). */
export function feedRefusal(status: 400 | 404 | 503, message: string): Response {
  const headers = new Headers({ 'content-type': 'text/plain; charset=utf-8' });
  if (status === 503) {
    headers.set('retry-after', '60');
    headers.set('cache-control', 'no-store');
  } else {
    headers.set('cache-control', 'public, max-age=300, s-maxage=300');
  }
  return new Response(`${message}\n`, { status, headers });
}
