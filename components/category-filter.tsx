import type { Locale } from '@/i18n/locales';
import { categoryFilterPath, dayFilterPath } from '@/i18n/links';
import { sectionPath } from '@/i18n/routes';
import type { Category } from '@/queries/types';

/**
 * Category chips: plain links to pre-rendered filtered lists (`?category=` / `?categorie=`),
 * so filtering works without JavaScript. The current filter is marked with aria-current. On one
 * festival day of the calendar (`day`), the chips keep that day.
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
  list: 'calendar' | 'artists';
  day?: string | null;
  label: string;
  allLabel: string;
}) {
  const chip = 'inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold';
  const hrefOf = (slug: string | null) =>
    day && list === 'calendar' ? dayFilterPath(locale, list, day, slug) : slug ? categoryFilterPath(locale, list, slug) : sectionPath(locale, list);
  const chipClass = (current: boolean) =>
    `${chip} ${current ? 'border-ink bg-ink text-paper' : 'border-line bg-white hover:border-ink'}`;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a href={hrefOf(null)} aria-current={active === null ? 'page' : undefined} className={chipClass(active === null)}>
            {allLabel}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={hrefOf(category.slug)}
              aria-current={active === category.slug ? 'page' : undefined}
              className={chipClass(active === category.slug)}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
