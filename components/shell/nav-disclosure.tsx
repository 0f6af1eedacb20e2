import type { ReactNode } from 'react';

export type DisclosureVariant = 'bar' | 'stack';

const panelClasses: Record<DisclosureVariant, string> = {
  // Desktop bar: a popover placed under its item (.menu-dropdown). Without JavaScript it also
  // shows on hover and while focus is inside the item, and always on narrow screens (no
  // hamburger then): every link stays reachable.
  bar: 'menu-dropdown w-max min-w-56 max-w-[min(28rem,calc(100vw-2rem))] rounded-card border-2 border-ink bg-surface p-4 text-ink shadow-[5px_5px_0_var(--color-ink)] noscript:group-focus-within:block noscript:group-hover:block noscript:max-lg:static noscript:max-lg:block noscript:max-lg:w-auto noscript:max-lg:border-0 noscript:max-lg:p-0 noscript:max-lg:pl-4 noscript:max-lg:shadow-none',
  // Mobile menu: panels open in the flow.
  stack: 'mt-1 border-l-4 border-sun pl-4 pb-3',
};

const toggleClasses: Record<DisclosureVariant | 'icon', string> = {
  // Beside the item's link: a chevron button named "{label} submenu".
  icon: 'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-pill hover:bg-sun',
  // Alone (the item has no link of its own): the label and the chevron.
  bar: 'inline-flex min-h-11 items-center gap-1 rounded-pill px-3 font-label text-sm uppercase tracking-wide hover:bg-sun',
  stack: 'flex min-h-14 items-center justify-between gap-2 rounded-card px-2 text-left font-display text-3xl uppercase hover:bg-sun',
};

/** A summary without the browser's triangle (the chevron says it). */
const summaryClasses = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/**
 * One drop-down of a menu list: an optional link (the item's own page, always reachable) and a
 * toggle that shows or hides the panel. Both forms are the platform's own, so they answer the
 * first tap before the page's scripts have run:
 * - in the bar, a button with `popovertarget` and the panel as an auto popover: one open at a
 *   time, closed by Escape (focus back on the button) and by a click outside, by the browser;
 *   `aria-expanded` follows it (components/dialog/dialog-script.ts);
 * - in the mobile menu's stack, `<details name>`: the panel opens in the flow, one at a time.
 * The rest of the disclosure pattern (closing when focus leaves, Escape in the mobile menu) is
 * the inline script of ./disclosure-script.ts. Server-rendered, no island.
 */
export function DisclosureItem({
  link,
  label,
  toggleLabel,
  variant,
  panelId,
  group,
  align = 'start',
  inCurrentSection = false,
  children,
}: {
  /** The item's own link, rendered on the server; null when the item only groups others. */
  link: ReactNode;
  /** Visible text of the toggle when there is no link. */
  label: string;
  /** Accessible name of the toggle when it sits beside the link ("Events submenu"). */
  toggleLabel: string;
  variant: DisclosureVariant;
  /** The panel's id, unique in the page (the menu is rendered twice). */
  panelId: string;
  /** The name the stack's items share, so that opening one closes the others. */
  group: string;
  /** Which edge of the item the bar's drop-down lines up with, so it stays on screen. */
  align?: 'start' | 'end';
  /** The current page is in this item's sub-menu: a label-only toggle shows the section style. */
  inCurrentSection?: boolean;
  children: ReactNode;
}) {
  const labelToggle = `${toggleClasses[variant]} ${inCurrentSection ? 'nav-section' : ''}`;
  if (variant === 'stack') {
    return (
      <li data-disclosure="" className="relative">
        {link && <div className="flex items-center pr-12">{link}</div>}
        <details name={group} className="group/submenu">
          <summary
            aria-label={link ? toggleLabel : undefined}
            className={`${summaryClasses} ${link ? `${toggleClasses.icon} absolute right-0 top-1.5` : labelToggle}`}
          >
            {link ? null : label}
            <Chevron rotated="group-open/submenu:rotate-180" />
          </summary>
          <div id={panelId} className={panelClasses.stack}>
            {children}
          </div>
        </details>
      </li>
    );
  }
  return (
    <li data-disclosure="" className="menu-item group relative">
      <div className="flex items-center">
        {link}
        <button
          type="button"
          popoverTarget={panelId}
          aria-expanded="false"
          aria-controls={panelId}
          aria-label={link ? toggleLabel : undefined}
          className={`group/toggle ${link ? toggleClasses.icon : labelToggle}`}
        >
          {link ? null : label}
          <Chevron rotated="group-aria-expanded/toggle:rotate-180" />
        </button>
      </div>
      <div id={panelId} popover="auto" className={`${panelClasses.bar} ${align === 'end' ? 'menu-dropdown-end' : ''}`}>
        {children}
      </div>
    </li>
  );
}

function Chevron({ rotated }: { rotated: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      className={`size-4 transition-transform motion-reduce:transition-none ${rotated}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m5 7.5 5 5 5-5" />
    </svg>
  );
}
