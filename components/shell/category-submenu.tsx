import Image from '@/components/static-image';
import { categoryFilterPath } from '@/i18n/links';
import type { Locale } from '@/i18n/locales';
import type { Category } from '@/queries/types';
import { isSamePage } from './current-page';
import { type CategoryList, categoryEntries } from './menu-model';

/** Width of a category image in the menu; the height follows its proportions. */
const imageWidth = 55;

/**
 * "Explore Events for" (French "Explorez les Événements"): the categories, each linking to the
 * calendar or the artist list filtered by it.
 */
export function CategorySubmenu({
  locale,
  list,
  title,
  categories,
  idPrefix,
  currentPath,
}: {
  locale: Locale;
  list: CategoryList;
  title: string;
  categories: Category[];
  /** Keeps the title's id unique when the menu is rendered twice (bar and mobile menu). */
  idPrefix: string;
  /** The page's public path: the filtered list it is, if any, is marked. */
  currentPath?: string;
}) {
  const entries = categoryEntries(locale, categories);
  if (entries.length === 0) return null;
  const titleId = `${idPrefix}-${list}-categories`;
  return (
    <div className="mt-3 first:mt-0">
      <p id={titleId} className="eyebrow mb-2 text-muted">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="grid gap-1 sm:grid-cols-[repeat(2,minmax(12rem,1fr))]">
        {entries.map(({ category, label }) => {
          const href = categoryFilterPath(locale, list, category.slug);
          return (
            <li key={category.id}>
              <a
                href={href}
                aria-current={currentPath && isSamePage(href, currentPath) ? 'page' : undefined}
                className="nav-link menu-category-link"
              >
                {category.image ? (
                  <Image
                    src={category.image.url}
                    alt=""
                    width={imageWidth}
                    height={imageHeight(category)}
                    className="menu-category-image"
                  />
                ) : (
                  <span aria-hidden="true" className="menu-category-image inline-block h-[55px] bg-line" />
                )}
                <span>{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function imageHeight({ image }: Category): number {
  if (!image?.width || !image.height) return imageWidth;
  return Math.max(1, Math.round((imageWidth * image.height) / image.width));
}
