import type { FilteredList } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { categoryFilterPath, dayFilterPath } from '@/i18n/links';
import { sectionPath } from '@/i18n/routes';
import { calendarResultsId } from '@/components/schedule/day-tabs';
import type { Category } from '@/queries/types';

/**
 * Category chips: plain links to pre-rendered filtered lists (`?category=` / `?categorie=`),
 * so filtering works without JavaScript. The current filter is marked with aria-current. On one
 * festival day of the calendar (`day`), the chips keep that day. The calendar's chips land on its
 * results (`#events`). On phones the chips are one row that scrolls sideways (`.filter-row`).
 */
export function CategoryFilter({
  categories,
  active,
  locale,
  list,
  day = null,
  label,
  allLabel,
}: {
  categories: Category[];
  active: string | null;
  locale: Locale;
  list: FilteredList;
  day?: string | null;
  label: string;
  allLabel: string;
}) {
  const pathOf = (slug: string | null) =>
    day && list === 'calendar' ? dayFilterPath(locale, list, day, slug) : slug ? categoryFilterPath(locale, list, slug) : sectionPath(locale, list);
  const hrefOf = (slug: string | null) => (list === 'calendar' ? `${pathOf(slug)}#${calendarResultsId}` : pathOf(slug));
  return (
    <nav aria-label={label}>
      <ul className="filter-row">
        <li>
          <a href={hrefOf(null)} aria-current={active === null ? 'page' : undefined} className="chip">
            {allLabel}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={hrefOf(category.slug)}
              aria-current={active === category.slug ? 'page' : undefined}
              className="chip"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
