'use client';

import { type KeyboardEvent, type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Dictionary } from '@/i18n/dictionaries/en';
import { browserConsentStore } from '@/features/consent/browser-store';
import { afterChoiceFocusId } from '@/features/consent/choice-script';
import {
  type ConsentChoices,
  type ConsentRecord,
  acceptAll,
  customConsent,
  optionalCategories,
  rejectAll,
} from '@/features/consent/record';
import { useReplayedTaps } from '@/components/tap-replay/replay';
import { CookieIcon } from './cookie-icon';

export type CookieConsentStrings = Dictionary['consent'];

const subscribe = (listener: () => void) => browserConsentStore().subscribe(listener);
const getSnapshot = () => browserConsentStore().getSnapshot();
// The server knows nothing of the choice and renders the banner, so that a first visit paints it
// with the page instead of after the JavaScript (it is often the largest thing on a phone's
// first screen). For a visitor who already chose, the Consent Mode script in <head> marks
// <html data-consent-stored> and the stylesheet hides this server-rendered banner until
// hydration swaps it for the real state: no flash either way.
const getServerSnapshot = () => null;
const noSubscription = () => () => {};
const isHydrated = () => true;
const isServer = () => false;

const noChoices: ConsentChoices = { analytics: false, marketing: false, functional: false };

const decisionButton = 'btn-ink whitespace-nowrap px-3 text-sm sm:px-5 sm:text-base';
const secondaryButton = 'btn-outline';
const preferencesButton = 'link min-h-11 shrink text-left text-sm sm:text-base';

/**
 * The cookie banner, its preferences view and the cookie icon. A non-modal labelled region over
 * the bottom of the page: the page stays usable, and `scroll-padding-bottom` plus extra scroll
 * room at the end of the page keep focused elements from being hidden behind it (WCAG 2.4.11).
 * Mount it right after the skip link: the banner is then the first thing the keyboard reaches
 * after it, before the page it covers. The icon and the scroll room live at the end of <body>
 * (a portal), after the footer: the icon is the last stop of the keyboard order and floats over
 * nothing, the room marks the page's end.
 */
export function CookieConsentIsland({
  strings,
  privacyPolicyHref,
}: {
  strings: CookieConsentStrings;
  privacyPolicyHref: string;
}) {
  const consent = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const hydrated = useSyncExternalStore(noSubscription, isHydrated, isServer);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [draft, setDraft] = useState<ConsentChoices>(noChoices);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<'heading' | 'icon' | 'main' | null>(null);
  // Preferences opened from the cookie icon give focus back to it; from the banner, a choice
  // leaves focus at the top of the main content, so that the page does not move.
  const openedFromIcon = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  // Set Preferences needs the island: a tap made before it runs is held and carried out then.
  const setPreferencesRef = useReplayedTaps<HTMLButtonElement>(hydrated);
  const id = useId();

  const panelShown = consent === null || preferencesOpen;
  // Portals exist only in the browser, after hydration (the server renders the banner alone).
  const endOfPage = hydrated ? document.body : null;
  const overlay = panelShown ? 'panel' : 'icon';

  useEffect(() => {
    if (focusNext.current === 'heading') headingRef.current?.focus();
    if (focusNext.current === 'icon') iconRef.current?.focus();
    if (focusNext.current === 'main') document.getElementById(afterChoiceFocusId)?.focus({ preventScroll: true });
    focusNext.current = null;
  });

  // The banner over the bottom of the viewport must never hide the
  // focused element: focus scrolling keeps clear of it, and the page can scroll past its end.
  // Measured before paint, so that widgets placed above the banner never visibly move.
  useLayoutEffect(() => {
    // The icon sits in the page's flow, after the footer: only the banner covers anything.
    const element = overlay === 'panel' ? panelRef.current : null;
    const spacer = spacerRef.current;
    if (!element || !spacer) return;
    const root = document.documentElement;
    const fit = () => {
      // Hidden (the server-rendered banner of a visitor who already chose): covers nothing.
      const shown = element.getClientRects().length > 0;
      const covered = `${shown ? Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top)) : 0}px`;
      spacer.style.height = covered;
      root.style.scrollPaddingBottom = covered;
      // For other bottom-fixed widgets (the playlist player) to sit above the banner.
      if (overlay === 'panel') root.style.setProperty('--cookie-banner-height', covered);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(element);
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [overlay, hydrated]);

  const decide = (record: ConsentRecord) => {
    browserConsentStore().decide(record);
    setPreferencesOpen(false);
    setAnnouncement(strings.saved);
    focusNext.current = openedFromIcon.current ? 'icon' : 'main';
  };

  // The banner's own buttons, marked for the inline script (features/consent/choice-script.ts)
  // that decides before hydration: a click it carried out (and cancelled) arrives here only when
  // React replays it after hydrating.
  const decideUnlessDone = (event: MouseEvent, record: ConsentRecord) => {
    if (!event.defaultPrevented) decide(record);
  };

  const openPreferences = () => {
    openedFromIcon.current = consent !== null;
    setDraft(consent ? { analytics: consent.analytics, marketing: consent.marketing, functional: consent.functional } : noChoices);
    setPreferencesOpen(true);
    setAnnouncement('');
    focusNext.current = 'heading';
  };

  const closePreferences = () => {
    setPreferencesOpen(false);
    focusNext.current = 'icon';
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && consent && preferencesOpen) {
      event.preventDefault();
      closePreferences();
    }
  };

  const learnMore = (
    <a href={privacyPolicyHref} className="link">
      {strings.learnMore}{' '}
      <span className="sr-only">{strings.learnMoreContext}</span>
    </a>
  );

  return (
    <section aria-label={strings.regionLabel} onKeyDown={onKeyDown} className="relative">
      {/* Also written by the inline script (data-saved) for a choice made before hydration. */}
      <p role="status" data-saved={strings.saved} suppressHydrationWarning className="sr-only">
        {announcement}
      </p>
      {panelShown ? (
        <div
          ref={panelRef}
          data-server-banner={hydrated ? undefined : ''}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] noscript:hidden overflow-y-auto border-t-2 border-ink bg-paper shadow-[0_-4px_16px_rgba(0,0,0,0.15)]"
        >
          <div className="mx-auto max-w-6xl px-4 py-3 sm:py-4">
            {preferencesOpen ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  decide(customConsent(draft));
                }}
              >
                <h2 ref={headingRef} tabIndex={-1} className="font-display text-2xl uppercase">
                  {strings.preferencesTitle}
                </h2>
                <p className="mt-1">
                  {strings.preferencesIntro} {learnMore}
                </p>
                <ul className="mt-3 grid gap-x-6 gap-y-2 md:grid-cols-2">
                  <li className="flex gap-3">
                    <input
                      id={`${id}-essential`}
                      type="checkbox"
                      checked
                      disabled
                      aria-describedby={`${id}-essential-description`}
                      className="mt-2.5 size-6 shrink-0 accent-ink"
                    />
                    <div>
                      <label htmlFor={`${id}-essential`} className="flex min-h-11 items-center gap-2 font-semibold">
                        {strings.categories.essential.label}
                        <span className="rounded-pill bg-line px-2 py-0.5 text-sm font-normal">{strings.alwaysOn}</span>
                      </label>
                      <p id={`${id}-essential-description`} className="text-sm text-muted">
                        {strings.categories.essential.description}
                      </p>
                    </div>
                  </li>
                  {optionalCategories.map((category) => (
                    <li key={category} className="flex gap-3">
                      <input
                        id={`${id}-${category}`}
                        type="checkbox"
                        name={category}
                        checked={draft[category]}
                        onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                        aria-describedby={`${id}-${category}-description`}
                        className="mt-2.5 size-6 shrink-0 accent-ink"
                      />
                      <div>
                        <label htmlFor={`${id}-${category}`} className="flex min-h-11 items-center font-semibold">
                          {strings.categories[category].label}
                        </label>
                        <p id={`${id}-${category}-description`} className="text-sm text-muted">
                          {strings.categories[category].description}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap gap-2">
                  <button type="submit" className={`${decisionButton} min-w-36`}>
                    {strings.save}
                  </button>
                  <button type="button" onClick={() => decide(acceptAll())} className={`${secondaryButton} min-w-36`}>
                    {strings.acceptAll}
                  </button>
                  <button type="button" onClick={() => decide(rejectAll())} className={`${secondaryButton} min-w-36`}>
                    {strings.rejectAll}
                  </button>
                  {consent && (
                    <button type="button" onClick={closePreferences} className={`${secondaryButton} min-w-36`}>
                      {strings.close}
                    </button>
                  )}
                </div>
              </form>
            ) : (
              <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between lg:gap-8">
                <p className="text-sm sm:text-base">
                  {strings.message} {learnMore}
                </p>
                {/* Accept and reject share one style and equal columns: equal size and prominence.
                    On a phone the three fit one row, so the banner covers at most a quarter of the screen. */}
                <div className="flex shrink-0 items-center gap-2">
                  <div className="grid flex-1 auto-cols-fr grid-flow-col gap-2 lg:flex-none">
                    <button type="button" data-consent-choice="accept" onClick={(event) => decideUnlessDone(event, acceptAll())} className={decisionButton}>
                      {strings.acceptAll}
                    </button>
                    <button type="button" data-consent-choice="reject" onClick={(event) => decideUnlessDone(event, rejectAll())} className={decisionButton}>
                      {strings.rejectAll}
                    </button>
                  </div>
                  <button
                    ref={setPreferencesRef}
                    type="button"
                    onClick={openPreferences}
                    aria-disabled={hydrated ? undefined : true}
                    data-replay="cookie-preferences"
                    className={preferencesButton}
                  >
                    {strings.setPreferences}
                  </button>
                </div>
              </div>
            )}
          </div>
        </div>
      ) : null}
      {endOfPage &&
        createPortal(
          <>
            {/* Room to scroll the end of the page above the banner. Out of flow, so that it moves
                nothing (a flex-column body would otherwise shrink its growing child). */}
            <div aria-hidden="true" className="relative">
              <div ref={spacerRef} className="pointer-events-none absolute inset-x-0 top-0" />
            </div>
            {!panelShown && (
              // At the foot of the page, after the footer: nothing floats over the content.
              <button
                ref={iconRef}
                type="button"
                aria-label={strings.iconLabel}
                title={strings.iconLabel}
                onClick={openPreferences}
                className="m-3 flex size-12 items-center justify-center rounded-full border-2 border-ink bg-sun text-ink shadow-[3px_3px_0_var(--color-ink)] hover:bg-paper"
              >
                <CookieIcon />
              </button>
            )}
          </>,
          endOfPage,
        )}
    </section>
  );
}
