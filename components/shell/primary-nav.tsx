import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { Category, MenuItem } from '@/queries/types';
import { CategorySubmenu } from './category-submenu';
import { MenuLink } from './menu-link';
import { categoryListFor, hasOwnLink, menuItemHref } from './menu-model';
import { DisclosureItem, DisclosureList, type DisclosureVariant } from './nav-disclosure';

interface NavProps {
  locale: Locale;
  items: MenuItem[];
  categories: Category[];
  variant: DisclosureVariant;
  /** Prefix of the ids this copy of the menu renders (the bar and the mobile menu both exist). */
  idPrefix: string;
}

const listClasses: Record<DisclosureVariant, string> = {
  bar: 'flex flex-wrap items-center gap-x-1 gap-y-1 noscript:max-lg:flex-col noscript:max-lg:items-start',
  stack: 'divide-y divide-line border-y border-line text-lg',
};

const topLinkClasses: Record<DisclosureVariant, string> = {
  bar: 'inline-flex min-h-11 items-center rounded px-2 font-semibold hover:bg-line',
  stack: 'inline-flex min-h-12 flex-1 items-center py-1 font-semibold hover:underline',
};

const subLinkClass = 'inline-flex min-h-11 items-center rounded px-1 hover:underline';

/**
 * The primary menu, a tree from the content server. Items with children, and the events and
 * artists items (category sub-menu), are drop-downs in the split pattern: the item's own link
 * stays a plain link, and a button beside it shows the panel.
 */
export function PrimaryNav({ locale, items, categories, variant, idPrefix }: NavProps) {
  const t = getDictionary(locale).shell;
  if (items.length === 0) return null;
  return (
    <nav aria-label={t.primaryNav}>
      <DisclosureList className={listClasses[variant]}>
        {items.map((item, index) => (
          <NavEntry
            key={item.id}
            locale={locale}
            item={item}
            categories={categories}
            variant={variant}
            idPrefix={`${idPrefix}-${index}`}
            align={variant === 'bar' && index >= items.length / 2 ? 'end' : 'start'}
          />
        ))}
      </DisclosureList>
    </nav>
  );
}

function NavEntry({
  locale,
  item,
  categories,
  variant,
  idPrefix,
  align,
}: Omit<NavProps, 'items'> & { item: MenuItem; align: 'start' | 'end' }) {
  const t = getDictionary(locale).shell;
  const list = categoryListFor(locale, item);
  const withCategories = list !== null && categories.length > 0;
  const link = <MenuLink locale={locale} item={item} newTabText={t.newTab} className={topLinkClasses[variant]} />;
  if (item.children.length === 0 && !withCategories) {
    return <li className={variant === 'stack' ? 'flex' : undefined}>{link}</li>;
  }
  return (
    <DisclosureItem
      link={hasOwnLink(menuItemHref(locale, item)) ? link : null}
      label={item.label}
      toggleLabel={formatMessage(t.submenuToggle, { label: item.label })}
      variant={variant}
      align={align}
    >
      {item.children.length > 0 && <SubmenuList locale={locale} items={item.children} newTabText={t.newTab} />}
      {withCategories && (
        <CategorySubmenu
          locale={locale}
          list={list}
          title={formatMessage(t.exploreCategories, { label: item.label })}
          categories={categories}
          idPrefix={idPrefix}
        />
      )}
    </DisclosureItem>
  );
}

function SubmenuList({ locale, items, newTabText }: { locale: Locale; items: MenuItem[]; newTabText: string }) {
  return (
    <ul className="grid gap-0.5 [&_ul]:border-l-2 [&_ul]:border-line [&_ul]:pl-3">
      {items.map((child) => (
        <li key={child.id}>
          <MenuLink locale={locale} item={child} newTabText={newTabText} className={subLinkClass} />
          {child.children.length > 0 && <SubmenuList locale={locale} items={child.children} newTabText={newTabText} />}
        </li>
      ))}
    </ul>
  );
}
