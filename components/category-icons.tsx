import Image from '@/components/static-image';
import type { FilteredList } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import { categoryFilterPath } from '@/i18n/links';
import type { Category } from '@/queries/types';

/** Category icons (50×50), each linking to the list filtered by that category. */
export function CategoryIcons({
  categories,
  locale,
  list,
  label,
}: {
  categories: Category[];
  locale: Locale;
  list: FilteredList;
  label: string;
}) {
  if (categories.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {categories.map((category) => (
        <li key={category.id}>
          <a
            href={categoryFilterPath(locale, list, category.slug)}
            className="chip py-1 pl-1 pr-4"
          >
            {category.image && (
              <Image src={category.image.url} alt="" width={50} height={50} className="size-[50px] rounded-full object-cover" />
            )}
            {category.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
