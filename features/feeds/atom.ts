import { Feed } from 'feed';
import { itemPath } from '@/i18n/content-types';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import { formatDayAndTime } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { homePath, sectionPath } from '@/i18n/routes';
import { festivalInstant } from '@/lib/festival-time';
import { describe } from '@/lib/plain-text';
import { siteConfig } from '@/lib/site-config';
import { calendarUid } from '@/features/calendar/ical';
import { scheduleIdOf } from '@/features/schedule/scheduled-event';
import { uuidV5 } from '@/features/schedule-export/uuid';
import type { Event, NewsPost } from '@/queries/types';

/**
 * Atom feeds (RFC 4287, written with the `feed` package): the news, and the programme's changes
 * (events with a new date, cancelled, postponed or sold out), one of each per language, newest
 * first. Entry ids are stable URNs and every date comes from the content, so the same content
 * writes the same bytes (the ETag of conditional requests).
 */

/** Characters XML 1.0 cannot hold: dropped from content text before it reaches the document. */
const invalidXmlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlText = (value: string) => value.replace(invalidXmlCharacters, '');
/** Entry titles and summaries are written as `type="html"`: plain text is escaped to show as written. */
const htmlText = (value: string) => xmlText(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const atomContentType = 'application/atom+xml; charset=utf-8';

export function newsFeedPath(locale: Locale): string {
  return `${sectionPath(locale, 'news')}/feed.xml`;
}

export function changesFeedPath(locale: Locale): string {
  return `${sectionPath(locale, 'calendar')}/changes.xml`;
}

interface AtomEntry {
  id: string;
  title: string;
  link: string;
  /** Wall clock (Montréal). */
  updated: string;
  summary: string;
}

function atom(locale: Locale, title: string, selfPath: string, pagePath: string, entries: AtomEntry[]): string {
  const newestFirst = [...entries].sort((a, b) => b.updated.localeCompare(a.updated));
  const feed = new Feed({
    id: `${siteConfig.baseUrl}${selfPath}`,
    title: xmlText(title),
    link: `${siteConfig.baseUrl}${pagePath}`,
    language: locale,
    updated: newestFirst[0] ? festivalInstant(newestFirst[0].updated) : new Date(0),
    generator: 'festival-site',
    feedLinks: { atom: `${siteConfig.baseUrl}${selfPath}` },
    copyright: festivalName[locale],
  });
  for (const entry of newestFirst) {
    feed.addItem({
      id: entry.id,
      title: htmlText(entry.title),
      link: entry.link,
      date: festivalInstant(entry.updated),
      description: htmlText(entry.summary),
    });
  }
  return feed.atom1();
}

export function newsAtom(posts: NewsPost[], locale: Locale): string {
  const t = getDictionary(locale);
  const entries = posts.map((post) => {
    const link = `${siteConfig.baseUrl}${itemPath('news', locale, post)}`;
    return { id: link, title: post.title, link, updated: post.date, summary: describe(post.intro ?? post.content, '') };
  });
  return atom(locale, formatMessage(t.calendarFeeds.newsName, { festival: festivalName[locale] }), newsFeedPath(locale), sectionPath(locale, 'news'), entries);
}

/** What changed about an event, as a festival-goer reads it; null when it takes place as first listed. */
function changeOf(event: Event, locale: Locale): string | null {
  const t = getDictionary(locale);
  const state = event.buttonState;
  if (state === 'cancelled' || state === 'postponed' || state === 'sold_out') return t.event.ticketButton[state];
  if (event.newDate) return `${t.event.newDate} ${formatDayAndTime(event.newDate, locale)}`;
  return null;
}

export function changesAtom(events: Event[], locale: Locale): string {
  const t = getDictionary(locale);
  const entries = events.flatMap((event) => {
    const change = changeOf(event, locale);
    const id = scheduleIdOf(event, locale);
    if (!change || id === null) return [];
    const updated = [event.modified, event.translationModified].filter((value): value is string => Boolean(value)).sort().at(-1) ?? event.newDate ?? event.showAt ?? '2000-01-01T00:00:00';
    return [{
      // One entry per event and change: a new change is a new entry, the same change keeps its id.
      id: `urn:uuid:${uuidV5(`${calendarUid(id)}#${event.buttonState ?? ''}#${event.newDate ?? ''}`)}`,
      title: formatMessage(t.calendarFeeds.stateTitle, { state: change, title: event.title }),
      link: `${siteConfig.baseUrl}${itemPath('event', locale, event)}`,
      updated,
      summary: describe(event.excerpt ?? event.content, ''),
    }];
  });
  return atom(locale, formatMessage(t.calendarFeeds.changesName, { festival: festivalName[locale] }), changesFeedPath(locale), sectionPath(locale, 'calendar'), entries);
}

/** Autodiscovery (`<link rel="alternate" type="application/atom+xml">`) on the news pages and the home page. */
export function atomAlternates(locale: Locale, path: string): Array<{ url: string; title: string }> {
  const news = sectionPath(locale, 'news');
  if (path !== homePath(locale) && path !== news && !path.startsWith(`${news}/`)) return [];
  const t = getDictionary(locale);
  return [{ url: `${siteConfig.baseUrl}${newsFeedPath(locale)}`, title: formatMessage(t.calendarFeeds.newsName, { festival: festivalName[locale] }) }];
}
