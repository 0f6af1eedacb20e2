/**
 * What the observed mode reads inside a page, installed before any of the page's own scripts
 * (`context.addInitScript(pageProbe, effect)`): its paints as the browser reports them, when its
 * scripts are done, and when a tap on a control takes effect. Every time is `performance.now()`
 * of the page: milliseconds since its navigation started.
 *
 * Scripts done: the commit in which React's root stops being dehydrated, seen through the hook
 * React DOM offers its developer tools (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, called on every
 * commit). Next.js calls `hydrateRoot` once its head scripts have all loaded and run, so that
 * commit comes after the last of them; from then on the page's islands answer taps.
 *
 * A tap's effect is what a visitor would see, never how the control does it:
 * - `opens`: a popup the control names (`aria-controls`, `popovertarget`, `commandfor`), an open
 *   `<details>` holding it, or a dialog or popover that was not open at the tap, is shown with a
 *   link in it (the menu, a sub-menu);
 * - `closes`: the control is gone from the screen, and no button with its text is left (the
 *   cookie banner);
 * - `picks`: the control says it is picked (`data-picked="true"` or `aria-pressed="true"`: a star);
 * - `plays`: a player (iframe, audio, video) that was not there at the tap is shown;
 * - `announces`: a live region (`role=status`, `aria-live`, `<output>`) says something new.
 *
 * The function runs in the page: it is self-contained (no imports, no closures over this module).
 */

export const effectKinds = ['opens', 'closes', 'picks', 'plays', 'announces'] as const;
export type EffectKind = (typeof effectKinds)[number];

/** What the probe holds (`window.__benchProbe`); times in ms since the navigation started. */
export interface ProbeReadout {
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  /** Tag and text of the latest LCP candidate. */
  lcpElement: string | null;
  /** When the latest LCP candidate was reported (to tell when the LCP has settled). */
  lcpReportedAt: number | null;
  /** React's commit that ended hydration. */
  hydratedAt: number | null;
  /** The load event of the last `/_next/static/` script so far. */
  lastScriptLoadAt: number | null;
  scriptsLoaded: number;
  loadEventAt: number | null;
  /** The tap's own time stamp (when the input happened, not when the page got to it). */
  tapAt: number | null;
  /** Text of the control the tap landed on, as the page saw it. */
  tapTarget: string | null;
  effectAt: number | null;
  now: number;
}

export function pageProbe(effect: EffectKind | null): void {
  type Probe = Omit<ProbeReadout, 'now'>;
  const probe: Probe = {
    firstContentfulPaint: null,
    largestContentfulPaint: null,
    lcpElement: null,
    lcpReportedAt: null,
    hydratedAt: null,
    lastScriptLoadAt: null,
    scriptsLoaded: 0,
    loadEventAt: null,
    tapAt: null,
    tapTarget: null,
    effectAt: null,
  };
  const read = (): ProbeReadout => ({ ...probe, now: performance.now() });
  Object.defineProperty(window, '__benchProbe', { value: read });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.firstContentfulPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
      probe.largestContentfulPaint = entry.startTime;
      probe.lcpReportedAt = performance.now();
      const element = entry.element;
      probe.lcpElement = element ? `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 60)}` : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener('load', () => {
    probe.loadEventAt = performance.now();
  });
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/_next/static/')) {
        probe.lastScriptLoadAt = performance.now();
        probe.scriptsLoaded += 1;
      }
    },
    true,
  );
  const commits = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_renderer: number, root: { current?: { memoizedState?: { isDehydrated?: boolean } } }) => {
      if (probe.hydratedAt === null && root?.current?.memoizedState?.isDehydrated === false) probe.hydratedAt = performance.now();
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: commits, configurable: true });

  if (effect === null) return;

  const visible = (element: Element | null): boolean => !!element && element.isConnected && element.checkVisibility();
  const hasVisibleLink = (element: Element) => [...element.querySelectorAll('a[href]')].some(visible);
  const openPopups = () => new Set(document.querySelectorAll('dialog[open], :popover-open, details[open]'));
  const players = () => new Set(document.querySelectorAll('iframe, audio, video'));
  const liveRegions = () => [...document.querySelectorAll('[role="status"], [aria-live], output')];
  let control: Element | null = null;
  let controlText = '';
  let openAtTap = new Set<Element>();
  let playersAtTap = new Set<Element>();
  let announcedAtTap = new Map<Element, string>();

  const namedPopup = (element: Element) => {
    const id = element.getAttribute('aria-controls') ?? element.getAttribute('popovertarget') ?? element.getAttribute('commandfor');
    return id ? document.getElementById(id) : null;
  };
  const tookEffect = (): boolean => {
    if (!control) return false;
    switch (effect) {
      case 'opens': {
        const named = namedPopup(control);
        if (named && visible(named) && hasVisibleLink(named)) return true;
        const details = control.closest('details');
        if (details?.open && !openAtTap.has(details) && hasVisibleLink(details)) return true;
        return [...openPopups()].some((popup) => !openAtTap.has(popup) && popup.tagName !== 'DETAILS' && visible(popup) && hasVisibleLink(popup));
      }
      case 'closes':
        return !visible(control) && ![...document.querySelectorAll('button')].some((button) => visible(button) && (button.textContent ?? '').trim() === controlText);
      case 'picks':
        return control.getAttribute('data-picked') === 'true' || control.getAttribute('aria-pressed') === 'true';
      case 'plays':
        return [...players()].some((player) => !playersAtTap.has(player) && visible(player));
      case 'announces':
        return liveRegions().some((region) => {
          const text = (region.textContent ?? '').trim();
          return text !== '' && text !== (announcedAtTap.get(region) ?? '') && visible(region);
        });
    }
  };
  const check = () => {
    if (probe.effectAt !== null || !tookEffect()) return;
    probe.effectAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const everyFrame = () => {
    check();
    if (probe.effectAt === null) requestAnimationFrame(everyFrame);
  };
  const onTap = (event: Event) => {
    if (probe.tapAt !== null) return;
    probe.tapAt = event.timeStamp;
    const target = event.target instanceof Element ? event.target : null;
    control = target?.closest('button, a[href], summary, [role="button"], input, label') ?? target;
    controlText = (control?.textContent ?? '').trim();
    probe.tapTarget = `${control?.tagName.toLowerCase() ?? '?'} ${(control?.getAttribute('aria-label') ?? controlText).slice(0, 60)}`;
    openAtTap = openPopups();
    playersAtTap = players();
    announcedAtTap = new Map(liveRegions().map((region) => [region, (region.textContent ?? '').trim()]));
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('toggle', check, true);
    requestAnimationFrame(everyFrame);
    check();
  };
  window.addEventListener('touchstart', onTap, { capture: true, passive: true });
  window.addEventListener('pointerdown', onTap, true);
}
