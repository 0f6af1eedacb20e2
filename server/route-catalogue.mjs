// @ts-check
import { calendarFilterParams } from '../i18n/list-filters.mjs';
import { categoryFilterParam, dayFilteredListSections, filteredListSections } from '../i18n/route-table.mjs';
import { slugFromDecoded } from '../lib/slug-syntax.mjs';

/**
 * What names a page, kept in the request gate's memory so that a URL naming nothing (an invented
 * slug, category, venue filter or day) is answered with the 404 page at once, without Next.js rendering it:
 * that render cost about six cached pages, and a flood of random slugs slowed every page.
 *
 * The catalogue comes from this very server (`/api/route-catalogue`, the same cached answers the
 * routes check) and is trusted only while it is certainly current:
 * - at most `maxAgeMs` old (1 s): older, a URL absent from it goes to Next.js as before and the
 *   catalogue is asked again (from half that age, two requests a second at most, whatever the
 *   traffic; a URL it holds passes without asking). An item published through another instance is known here within
 *   about a second.
 * - not during the `settleMs` after a webhook on this instance (`invalidateRouteCatalogue`): the
 *   webhook renders the new pages itself then, and the slug index may still be the previous one.
 * - while the content server is down (the catalogue cannot be asked again), the last one is kept
 *   and trusted: nothing can be published meanwhile, and Next.js would answer 500.
 * A preview (Draft Mode) never consults it: drafts are in no index.
 *
 * @typedef {import('./request-gate.mjs').Locale} Locale
 * @typedef {{ items: Record<string, Record<Locale, string[]>>, categories: Record<Locale, string[]>, days: Record<Locale, string[]>, venues?: Record<Locale, string[]> }} RouteCatalogueBody
 * @typedef {{ items: Map<string, Record<Locale, Set<string>>>, categories: Record<Locale, Set<string>>, days: Record<Locale, Set<string>>, venues: Record<Locale, Set<string>> | null, at: number }} Catalogue
 * @typedef {{ locale: Locale, section: string | null, rest: string[], params: Array<[string, string]> }} PagePath
 */

export const routeCataloguePath = '/api/route-catalogue';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const hookKey = Symbol.for('festival.routeCatalogue');

/** Called by the webhook (same process): the content changed, so unknown URLs go to Next.js for a while. */
export function invalidateRouteCatalogue() {
  const holder = /** @type {Record<symbol, RouteCatalogue | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[hookKey]?.invalidate();
}

/** @param {Record<Locale, string[]>} lists @returns {Record<Locale, Set<string>>} */
function toSets(lists) {
  return /** @type {Record<Locale, Set<string>>} */ (Object.fromEntries(Object.entries(lists).map(([locale, list]) => [locale, new Set(list)])));
}

export class RouteCatalogue {
  /**
   * @param {{ origin: () => string, headers: Record<string, string>, maxAgeMs?: number, busyMaxAgeMs?: number, settleMs?: number, fetch?: typeof fetch, now?: () => number }} options
   */
  constructor({ origin, headers, maxAgeMs = 1000, busyMaxAgeMs = 5000, settleMs = 10_000, fetch = globalThis.fetch, now = () => Date.now() }) {
    this.busyMaxAgeMs = busyMaxAgeMs;
    this.origin = origin;
    this.headers = headers;
    this.maxAgeMs = maxAgeMs;
    this.settleMs = settleMs;
    this.fetch = fetch;
    this.now = now;
    /** @type {Catalogue | null} */
    this.catalogue = null;
    this.failing = false;
    this.settleUntil = 0;
    this.attemptedAt = -Infinity;
    /** @type {Promise<void> | null} */
    this.inFlight = null;
  }

  /** Makes this catalogue the one `invalidateRouteCatalogue` reaches. */
  install() {
    const holder = /** @type {Record<symbol, RouteCatalogue | undefined>} */ (/** @type {unknown} */ (globalThis));
    holder[hookKey] = this;
    return this;
  }

  invalidate() {
    this.settleUntil = this.now() + this.settleMs;
    if (this.catalogue) this.catalogue.at = -Infinity;
    this.attemptedAt = -Infinity;
  }

  /**
   * True only when the catalogue is trusted now and the page names nothing in it. `lastKnown`:
   * whatever its age (Next.js failed to render the page: is it one that never existed?).
   * @param {PagePath} page @param {{ lastKnown?: boolean }} [options]
   */
  namesNothing(page, { lastKnown = false } = {}) {
    const catalogue = this.catalogue;
    const now = this.now();
    if (!catalogue) {
      this.refreshAtMostEvery(now);
      return false;
    }
    // A URL the catalogue knows passes without asking anything: only an absent one needs it current.
    if (!isAbsent(catalogue, page)) return false;
    if (lastKnown) return true;
    const age = now - catalogue.at;
    // Asked again from half its trusted age, so that under steady traffic it never runs out.
    if (age > this.maxAgeMs / 2) this.refreshAtMostEvery(now);
    // While it is being asked again, a little longer: under a flood the answer queues behind the
    // flood, and letting the flood through to Next.js meanwhile is what made it last.
    const current = age <= this.maxAgeMs || (this.inFlight !== null && age <= this.busyMaxAgeMs) || this.failing;
    return current && now >= this.settleUntil;
  }

  /** @param {number} now */
  refreshAtMostEvery(now) {
    if (now - this.attemptedAt < this.maxAgeMs / 2) return;
    this.attemptedAt = now;
    void this.refresh();
  }

  /** Asks this server for the catalogue (one request at a time). */
  refresh() {
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  async load() {
    const startedAt = this.now();
    try {
      const response = await this.fetch(`${this.origin()}${routeCataloguePath}`, { headers: this.headers, signal: AbortSignal.timeout(5000) });
      if (response.status !== 200) {
        await response.body?.cancel();
        this.failing = true;
        return;
      }
      const body = /** @type {RouteCatalogueBody} */ (await response.json());
      this.catalogue = {
        items: new Map(Object.entries(body.items).map(([section, lists]) => [section, toSets(lists)])),
        categories: toSets(body.categories),
        days: toSets(body.days),
        venues: body.venues ? toSets(body.venues) : null,
        at: startedAt,
      };
      this.failing = false;
    } catch {
      this.failing = true;
    }
  }
}

/** @param {Catalogue} catalogue @param {PagePath} page */
function isAbsent(catalogue, { locale, section, rest, params }) {
  if (!section) return false;
  const slugs = catalogue.items.get(section)?.[locale];
  // `/event/{slug}`, `/event/{slug}/ics`
  if (slugs) return rest.length >= 1 && rest.length <= 2 && !slugs.has(slugFromDecoded(rest[0] ?? '') ?? '');
  const categories = catalogue.categories[locale];
  const days = catalogue.days[locale];
  const knownCategory = (/** @type {string} */ value) => categories?.has(slugFromDecoded(value) ?? '') ?? true;
  if (!(/** @type {readonly string[]} */ (filteredListSections)).includes(section)) return false;
  const filter = params.find(([name, value]) => name === categoryFilterParam[locale] && value !== '');
  if (filter && !knownCategory(filter[1])) return true;
  // The calendar's venue filter (`?venue=club-lumen`): a venue its events point to.
  const venue = section === 'calendar' ? params.find(([name, value]) => name === calendarFilterParams.venue[locale] && value !== '') : undefined;
  if (venue && !(catalogue.venues?.[locale]?.has(slugFromDecoded(venue[1]) ?? '') ?? true)) return true;
  const [first, second, third] = rest;
  const dayList = (/** @type {readonly string[]} */ (dayFilteredListSections)).includes(section);
  const knownDay = (/** @type {string} */ day) => !dayList || !isoDay.test(day) || (days?.has(day) ?? true);
  if (first === 'category' && second !== undefined) return !knownCategory(second) || (third !== undefined && !knownDay(third));
  if (first !== undefined && rest.length === 1) return !knownDay(first);
  return false;
}
