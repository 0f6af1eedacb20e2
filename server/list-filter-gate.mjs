// @ts-check
import { categoryFilterParam, filteredListSections } from '../i18n/route-table.mjs';
import { calendarFilterParams, flagOnValue, lineupViewParam, lineupViews } from '../i18n/list-filters.mjs';

/**
 * The request gate's reading of the lists' query parameters (./request-gate.mjs): which ones
 * hold a slug (checked, and lowercased by a redirect, like path slugs), and which take only
 * fixed values. Any other value names no page: the language's 404, before Next.js, so that no
 * page is rendered or cached for it. What a slug names is the route catalogue's question
 * (./route-catalogue.mjs).
 *
 * @typedef {import('./request-gate.mjs').Locale} Locale
 */

/**
 * The query parameters of a section whose values are slugs: the category on the filtered lists,
 * and the venue on the calendar.
 * @param {string} section @param {Locale} locale @returns {string[]}
 */
export function slugQueryParams(section, locale) {
  if (section === 'calendar') return [categoryFilterParam[locale], calendarFilterParams.venue[locale]];
  return /** @type {readonly string[]} */ (filteredListSections).includes(section) ? [categoryFilterParam[locale]] : [];
}

/**
 * True when a fixed-value parameter of the section holds a value it does not take: a calendar
 * flag other than `1` (empty is "off"), an artist-list view that does not exist, or a view
 * together with a category (no such page).
 * @param {string} section @param {Locale} locale @param {Array<[string, string]>} params
 */
export function hasUnknownListValue(section, locale, params) {
  if (section === 'calendar') {
    /** @type {string[]} */
    const flags = [calendarFilterParams.free[locale], calendarFilterParams.available[locale]];
    return params.some(([name, value]) => flags.includes(name) && value !== '' && value !== flagOnValue);
  }
  if (section === 'artists') {
    /** @type {string[]} */
    const views = Object.values(lineupViews).map((values) => values[locale]);
    const view = params.filter(([name, value]) => name === lineupViewParam[locale] && value !== '');
    if (view.length === 0) return false;
    const category = params.some(([name, value]) => name === categoryFilterParam[locale] && value !== '');
    return category || view.some(([, value]) => !views.includes(value));
  }
  return false;
}
