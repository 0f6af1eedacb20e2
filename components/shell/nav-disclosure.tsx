'use client';

import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';

interface DisclosureGroupState {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

const DisclosureGroupContext = createContext<DisclosureGroupState | null>(null);

/**
 * A menu list whose drop-downs follow the WAI-ARIA disclosure pattern, at most one open at a
 * time. The list and its panels are rendered on the server; only the open state lives here.
 */
export function DisclosureList({ className, children }: { className?: string; children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <DisclosureGroupContext.Provider value={{ openId, setOpenId }}>
      <ul className={className}>{children}</ul>
    </DisclosureGroupContext.Provider>
  );
}

export type DisclosureVariant = 'bar' | 'stack';

const panelClasses: Record<DisclosureVariant, string> = {
  // Desktop bar: a drop-down over the page. Without JavaScript it shows on hover and while focus
  // is inside the item, and always on narrow screens (no hamburger then): every link stays
  // reachable.
  bar: 'absolute top-full z-40 mt-1 w-max min-w-56 max-w-[min(28rem,calc(100vw-2rem))] rounded-card border-2 border-ink bg-surface p-4 shadow-[5px_5px_0_var(--color-ink)] noscript:group-focus-within:block noscript:group-hover:block noscript:max-lg:static noscript:max-lg:block noscript:max-lg:w-auto noscript:max-lg:border-0 noscript:max-lg:p-0 noscript:max-lg:pl-4 noscript:max-lg:shadow-none',
  // Mobile menu (and the no-JavaScript bar on narrow screens): panels open in the flow.
  stack: 'mt-1 border-l-4 border-sun pl-4 pb-3',
};

const toggleClasses: Record<DisclosureVariant | 'icon', string> = {
  // Beside the item's link: a chevron button named "{label} submenu".
  icon: 'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-pill hover:bg-sun',
  // Alone (the item has no link of its own): the label and the chevron.
  bar: 'inline-flex min-h-11 items-center gap-1 rounded-pill px-3 font-label text-sm uppercase tracking-wide hover:bg-sun',
  stack: 'flex min-h-14 flex-1 items-center justify-between gap-2 rounded-card px-2 text-left font-display text-3xl uppercase hover:bg-sun',
};

/**
 * One drop-down of a disclosure list: an optional link (the item's own page, always reachable)
 * followed by a button that shows or hides the panel. The panel closes on Escape (focus goes
 * back to the button), when focus moves out of the item, and on a click outside it.
 */
export function DisclosureItem({
  link,
  label,
  toggleLabel,
  variant,
  align = 'start',
  inCurrentSection = false,
  children,
}: {
  /** The item's own link, rendered on the server; null when the item only groups others. */
  link: ReactNode;
  /** Visible text of the button when there is no link. */
  label: string;
  /** Accessible name of the button when it sits beside the link ("Events submenu"). */
  toggleLabel: string;
  variant: DisclosureVariant;
  /** Which edge of the item the bar's drop-down lines up with, so it stays on screen. */
  align?: 'start' | 'end';
  /** The current page is in this item's sub-menu: a label-only button shows the section style. */
  inCurrentSection?: boolean;
  children: ReactNode;
}) {
  const group = useContext(DisclosureGroupContext);
  if (!group) throw new Error('DisclosureItem must be rendered inside a DisclosureList');
  const id = useId();
  const panelId = `${id}panel`;
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const open = group.openId === id;
  const setOpen = (next: boolean) => {
    if (next) group.setOpenId(id);
    else if (group.openId === id) group.setOpenId(null);
  };
  const onPointerDownOutside = useEffectEvent((event: PointerEvent) => {
    if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => onPointerDownOutside(event);
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: inside the mobile menu the first Escape closes the drop-down, not the menu.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // A null relatedTarget is a click on something unfocusable: the pointer listener decides.
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) setOpen(false);
  };

  // Following a link closes the drop-down, also when the page is kept by client navigation.
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    if (open && (event.target as Element).closest('a')) setOpen(false);
  };

  const isBar = variant === 'bar';
  return (
    <li
      ref={itemRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={onClick}
      className={isBar ? 'group relative' : 'group'}
    >
      <div className="flex items-center">
        {link}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={link ? toggleLabel : undefined}
          onClick={() => setOpen(!open)}
          className={link ? toggleClasses.icon : `${toggleClasses[variant]} ${inCurrentSection ? 'nav-section' : ''}`}
        >
          {link ? null : label}
          <Chevron open={open} />
        </button>
      </div>
      <div
        id={panelId}
        className={`${open ? 'block' : 'hidden'} ${panelClasses[variant]} ${
          isBar ? (align === 'end' ? 'right-0' : 'left-0') : ''
        }`}
      >
        {children}
      </div>
    </li>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
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
