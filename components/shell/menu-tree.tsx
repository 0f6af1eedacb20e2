import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/queries/types';
import { menuItemCurrent } from './current-page';
import { MenuLink } from './menu-link';

interface MenuTreeProps {
  locale: Locale;
  items: MenuItem[];
  newTabText: string;
  /** The page's public path: its link and its section's are marked. */
  currentPath?: string;
  linkClassName: string;
  listClassName: string;
  /** The lists of children (default: `listClassName`). */
  nestedListClassName?: string;
  /** How many levels of the tree are shown (default: all). */
  levels?: number;
}

/** A menu (or one item's sub-menu) as nested lists of links, each marked when it is the current page or its section. */
export function MenuTree({ locale, items, newTabText, currentPath, linkClassName, listClassName, nestedListClassName = listClassName, levels = Infinity }: MenuTreeProps) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink
            locale={locale}
            item={item}
            newTabText={newTabText}
            className={linkClassName}
            current={menuItemCurrent(locale, item, currentPath)}
          />
          {levels > 1 && item.children.length > 0 && (
            <MenuTree
              locale={locale}
              items={item.children}
              newTabText={newTabText}
              currentPath={currentPath}
              linkClassName={linkClassName}
              listClassName={nestedListClassName}
              levels={levels - 1}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
