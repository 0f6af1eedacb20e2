import { getDictionary } from '@/i18n/dictionaries';
import { formatShortDay } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/** The calendar's results: day tabs and category chips link to it, landing on the list. */
export const calendarResultsId = 'events';

/**
 * The calendar's day tabs: plain links to pre-rendered pages (one per festival day, keeping the
 * filters: `hrefOf`, null for all days), so they work without JavaScript. A navigation, not an ARIA tab list: each
 * tab loads a page. The current one is marked with aria-current. Each links to the results
 * (`#events`). On phones the tabs are one row that scrolls sideways (`.filter-row`).
 */
export function DayTabs({ days, active, hrefOf, locale }: { days: string[]; active: string | null; hrefOf: (day: string | null) => string; locale: Locale }) {
  if (days.length === 0) return null;
  const t = getDictionary(locale).schedule;
  return (
    <nav aria-label={t.dayFilterLabel}>
      <ul className="filter-row">
        <li>
          <a href={hrefOf(null)} aria-current={active === null ? 'page' : undefined} className="day-tab">
            {t.allDays}
          </a>
        </li>
        {days.map((day) => (
          <li key={day}>
            <a href={hrefOf(day)} aria-current={active === day ? 'page' : undefined} className="day-tab">
              <time dateTime={day}>{formatShortDay(day, locale)}</time>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
