// @ts-check
/**
 * A `YYYY-MM-DD` date that exists in the calendar (used to validate URL segments). Plain
 * JavaScript so that the path parser (i18n/public-path.mjs), which the request gate runs outside
 * Next's bundler, applies the same rule as the routes (./festival-day.ts).
 * @param {string} value
 */
export function isIsoDay(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
