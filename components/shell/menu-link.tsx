import type { CurrentMark } from './current-page';
import { menuItemHref } from './menu-model';
import type { Locale } from '@/i18n/locales';
import type { MenuItem } from '@/queries/types';

/**
 * A menu item's link: the localized route for internal items, marked when it is the current page
 * or its section (./current-page.ts); for items with no internal content the external URL in a
 * new tab, announced as such.
 */
export function MenuLink({
  locale,
  item,
  newTabText,
  className,
  current,
}: {
  locale: Locale;
  item: MenuItem;
  newTabText: string;
  className?: string;
  current?: CurrentMark;
}) {
  const href = menuItemHref(locale, item);
  const classes = `nav-link ${className ?? ''}`;
  if (!item.external) {
    return (
      <a href={href} aria-current={current} className={classes}>
        {item.label}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
      {item.label}{' '}
      <span className="sr-only">{newTabText}</span>
      <NewTabIcon />
    </a>
  );
}

function NewTabIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      className="ml-1 inline size-3 align-baseline"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" />
    </svg>
  );
}
