import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { Category, MenuItem } from '@/queries/types';
import { CategorySubmenu } from './category-submenu';
import { menuItemCurrent } from './current-page';
import { MenuLink } from './menu-link';
import { MenuTree } from './menu-tree';
import { categoryListFor, hasOwnLink, menuItemHref } from './menu-model';
import { DisclosureItem, type DisclosureVariant } from './nav-disclosure';

interface NavProps {
  locale: Locale;
  items: MenuItem[];
  categories: Category[];
  variant: DisclosureVariant;
  /** Prefix of the ids this copy of the menu renders (the bar and the mobile menu both exist). */
  idPrefix: string;
  /** The page's public path: its link and its section's are marked. */
  currentPath?: string;
}

const listClasses: Record<DisclosureVariant, string> = {
  bar: 'flex flex-wrap items-center gap-x-1 gap-y-1 noscript:max-lg:flex-col noscript:max-lg:items-start',
  stack: 'divide-y-2 divide-ink border-y-2 border-ink',
};

const topLinkClasses: Record<DisclosureVariant, string> = {
  bar: 'inline-flex min-h-11 items-center rounded-pill px-3 font-label text-sm uppercase tracking-wide hover:bg-sun',
  stack: 'inline-flex min-h-14 flex-1 items-center rounded-card px-2 font-display text-3xl uppercase hover:bg-sun',
};

const subLinkClass = 'menu-sublink';

/**
 * The primary menu, a tree from the content server. Items with children, and the events and
 * artists items (category sub-menu), are drop-downs in the split pattern: the item's own link
 * stays a plain link, and a button beside it shows the panel.
 */
export function PrimaryNav({ locale, items, categories, variant, idPrefix, currentPath }: NavProps) {
  const t = getDictionary(locale).shell;
  if (items.length === 0) return null;
  return (
    <nav aria-label={t.primaryNav}>
      <ul className={listClasses[variant]}>
        {items.map((item, index) => (
          <NavEntry
            key={item.id}
            locale={locale}
            item={item}
            categories={categories}
            variant={variant}
            idPrefix={`${idPrefix}-${index}`}
            group={`${idPrefix}-submenus`}
            currentPath={currentPath}
            align={variant === 'bar' && index >= items.length / 2 ? 'end' : 'start'}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({
  locale,
  item,
  categories,
  variant,
  idPrefix,
  group,
  currentPath,
  align,
}: Omit<NavProps, 'items'> & { item: MenuItem; group: string; align: 'start' | 'end' }) {
  const t = getDictionary(locale).shell;
  const list = categoryListFor(locale, item);
  const withCategories = list !== null && categories.length > 0;
  const current = menuItemCurrent(locale, item, currentPath);
  const link = (
    <MenuLink locale={locale} item={item} newTabText={t.newTab} className={topLinkClasses[variant]} current={current} />
  );
  if (item.children.length === 0 && !withCategories) {
    return <li className={variant === 'stack' ? 'flex py-1' : undefined}>{link}</li>;
  }
  return (
    <DisclosureItem
      link={hasOwnLink(menuItemHref(locale, item)) ? link : null}
      label={item.label}
      toggleLabel={formatMessage(t.submenuToggle, { label: item.label })}
      variant={variant}
      panelId={`${idPrefix}-panel`}
      group={group}
      align={align}
      inCurrentSection={current !== undefined}
    >
      {item.children.length > 0 && (
        <MenuTree
          locale={locale}
          items={item.children}
          newTabText={t.newTab}
          currentPath={currentPath}
          listClassName="grid gap-0.5 font-semibold [&_ul]:border-l-2 [&_ul]:border-ink [&_ul]:pl-3"
          linkClassName={subLinkClass}
        />
      )}
      {withCategories && (
        <CategorySubmenu
          locale={locale}
          list={list}
          title={formatMessage(t.exploreCategories, { label: item.label })}
          categories={categories}
          idPrefix={idPrefix}
          currentPath={currentPath}
        />
      )}
    </DisclosureItem>
  );
}
