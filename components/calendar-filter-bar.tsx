import { calendarResultsId } from '@/components/schedule/day-tabs';
import { type CalendarFilters, calendarFilterHref, isFiltered, matchesFilters, type VenueOption } from '@/features/filters/calendar-filters';
import { getDictionary } from '@/i18n/dictionaries';
import { calendarFilterParams, flagOnValue } from '@/i18n/list-filters.mjs';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import { sectionPath } from '@/i18n/routes';
import type { Category, Event } from '@/queries/types';

/**
 * The calendar's filters, without JavaScript: category chips (plain links) and a GET form for
 * the venue and the two flags, both keeping every other filter and the day (the form posts to
 * the day's path, the category rides along hidden). Each chip and option says how many events
 * it would leave among `events` (the page's day, or the whole programme). The parameters are
 * the page language's (`?categorie=`, `lieu`, `gratuit`, `disponible` in French).
 */
export function CalendarFilterBar({
  events,
  categories,
  venues,
  filters,
  day,
  locale,
}: {
  events: Event[];
  categories: Category[];
  venues: VenueOption[];
  filters: CalendarFilters;
  day: string | null;
  locale: Locale;
}) {
  const t = getDictionary(locale);
  const count = (changed: Partial<CalendarFilters>) => {
    const next = { ...filters, ...changed };
    return events.filter((event) => matchesFilters(event, next)).length;
  };
  const countText = (changed: Partial<CalendarFilters>) => formatCount(locale, t.listFilters.count, count(changed));
  const categoryChips = [{ slug: null, name: t.calendar.allCategories }, ...categories.map((category) => ({ slug: category.slug, name: category.name }))];
  const param = (key: keyof typeof calendarFilterParams) => calendarFilterParams[key][locale];
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t.calendar.filterLabel}>
        <ul className="filter-row">
          {categoryChips.map(({ slug, name }) => (
            <li key={slug ?? ''}>
              <a
                href={calendarFilterHref(locale, day, { ...filters, category: slug }, calendarResultsId)}
                aria-current={filters.category === slug ? 'page' : undefined}
                className="chip"
              >
                <span data-chip-label>{name}</span>{' '}
                <span className="font-body normal-case tracking-normal">({countText({ category: slug })})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {/* A disclosure, closed unless one of its filters is on: the first screen of a phone keeps the results. */}
      <details open={filters.venue !== null || filters.free || filters.available}>
        <summary className="chip w-fit cursor-pointer">{t.listFilters.formLabel}</summary>
        <form
          method="get"
          action={`${sectionPath(locale, 'calendar', day ?? undefined)}#${calendarResultsId}`}
          aria-label={t.listFilters.formLabel}
          className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3"
        >
          {filters.category && <input type="hidden" name={param('category')} value={filters.category} />}
          {/* At most the form's width: the longest venue name and its count would otherwise make a
              phone's page scroll sideways (WCAG reflow at 320 px); the open list shows them whole. */}
          <label className="flex min-w-0 max-w-full flex-col gap-1 font-label text-sm uppercase tracking-wide">
            {t.listFilters.venue}
            <select name={param('venue')} defaultValue={filters.venue ?? ''} className="min-h-11 w-full rounded-card border-2 border-ink bg-surface px-3 font-body normal-case tracking-normal">
              <option value="">
                {t.listFilters.allVenues} ({countText({ venue: null })})
              </option>
              {venues.map((venue) => (
                <option key={venue.slug} value={venue.slug}>
                  {venue.title} ({countText({ venue: venue.slug })})
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={param('free')} value={flagOnValue} defaultChecked={filters.free} className="size-5 accent-ink" />
            {t.listFilters.free} ({countText({ free: true })})
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name={param('available')} value={flagOnValue} defaultChecked={filters.available} className="size-5 accent-ink" />
            {t.listFilters.available} ({countText({ available: true })})
          </label>
          <button type="submit" className="chip">
            {t.listFilters.apply}
          </button>
        </form>
      </details>
      {isFiltered(filters) && (
        <a href={`${sectionPath(locale, 'calendar', day ?? undefined)}#${calendarResultsId}`} className="w-fit underline">
          {t.listFilters.clear}
        </a>
      )}
    </div>
  );
}
