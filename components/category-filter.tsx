import type { FilteredList } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { categoryFilterPath } from '@/i18n/links';
import { sectionPath } from '@/i18n/routes';
import type { Category } from '@/queries/types';

/**
 * Category chips: plain links to pre-rendered filtered lists (`?category=` / `?categorie=`),
 * so filtering works without JavaScript. The current filter is marked with aria-current.
 */
export function CategoryFilter({
  categories,
  active,
  locale,
  list,
  label,
  allLabel,
}: {
  categories: Category[];
  active: string | null;
  locale: Locale;
  list: FilteredList;
  label: string;
  allLabel: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={sectionPath(locale, list)} aria-current={active === null ? 'page' : undefined} className="chip">
            {allLabel}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={categoryFilterPath(locale, list, category.slug)}
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
