import type { festivalNightOf, NightEntry, nowAndNext } from '@/features/schedule/now-and-next';
import type { clockTimeText } from '@/i18n/format';
import type { addMinutes, festivalClockNow } from '@/lib/festival-day';

/**
 * The browser's side of the festival's clock, run by inline scripts while the page is parsed
 * (components/schedule/inline-script.tsx): "Tonight", "On now and up next" and where the
 * timetable opens are right at first paint, before React's scripts arrive, and the pages stay
 * static. Each function here is self-contained (it travels as source text): it uses only its
 * arguments and the browser's globals; the rules it needs (`nowAndNext`, `festivalNightOf`,
 * `festivalClockNow`) are passed in.
 */

/**
 * When the festival runs, in wall-clock time of its time zone: from 06:00 on its first day to
 * 06:00 after its last night; and the zone's UTC offset when it holds throughout (read by
 * `festivalClockNow`).
 */
export type FestivalClock = { timeZone: string; from: string; to: string; utcOffsetMinutes: number | null };

/** Each festival night's target (`2027-09-24` → a URL). */
export type NightLinks = Record<string, string>;

/**
 * "Tonight": the link rendered just before the script (hidden) is shown during the festival and
 * leads to the current festival night's target; outside the festival it stays hidden. Read again
 * every minute and when the page is shown again (the night changes at 06:00).
 */
export function showTonight(script: HTMLScriptElement, clock: FestivalClock, nights: NightLinks, wallClock: typeof festivalClockNow, nightOf: typeof festivalNightOf): void {
  const link = script.previousElementSibling;
  if (!(link instanceof HTMLAnchorElement)) return;
  const update = () => {
    const now = wallClock(clock, new Date());
    const href = now >= clock.from && now < clock.to ? nights[nightOf(now)] : undefined;
    if (href) link.setAttribute('href', href);
    link.hidden = !href;
  };
  update();
  window.setInterval(update, 60_000);
  document.addEventListener('visibilitychange', update);
}

/** The words of the "on now" box; `{time}` is filled with an event's start or end. */
export type NowPanelLabels = {
  onNow: string;
  nothingNow: string;
  next: string;
  later: string;
  off: string;
  until: string;
  at: string;
  jumpToNow: string;
};

/** An event as the page writes it (components/schedule/now-entry.ts). */
type PageEntry = NightEntry & { element: HTMLElement; link: HTMLAnchorElement; time: string; until: string; venue: string; state: string };

/**
 * The events a part of the page writes (`data-now-*`, components/schedule/now-entry.ts), each
 * with its end (`minutes` after its start). Self-contained, passed to the functions below.
 */
export function pageNowEntries(within: ParentNode, selector: string, later: typeof addMinutes): Array<NightEntry & { element: HTMLElement }> {
  return Array.from(within.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
    const { nowStart, nowMinutes, nowOff } = element.dataset;
    if (!nowStart || !nowMinutes) return [];
    return [{ element, startsAt: nowStart, endsAt: later(nowStart, Number(nowMinutes)), off: nowOff !== undefined }];
  });
}

/**
 * "On now and up next": fills the box rendered just before the script (its `[data-now-body]`)
 * from the events the page itself shows (`data-now-*`, components/schedule/now-entry.ts: no event
 * data twice), and rings those on now. Cancelled and postponed events are never on now or next:
 * they are listed apart. On a page without tonight's events (another day's), "Jump to now" leads
 * to tonight's page (`nights`). Shown during the festival only; read again every 30 s, when the
 * page is shown again and when the window is resized (only the events shown at a width count).
 * Until the page is parsed the box has its heading only: the events come after it.
 */
export function runNowPanel(
  script: HTMLScriptElement,
  clock: FestivalClock,
  nights: NightLinks,
  labels: NowPanelLabels,
  wallClock: typeof festivalClockNow,
  nightOf: typeof festivalNightOf,
  select: typeof nowAndNext,
  entriesIn: typeof pageNowEntries,
  later: typeof addMinutes,
  timeText: typeof clockTimeText,
): void {
  const panel = script.previousElementSibling;
  const body = panel?.querySelector('[data-now-body]');
  if (!(panel instanceof HTMLElement) || !(body instanceof HTMLElement)) return;
  const fill = (template: string, time: string) => template.replace('{time}', time);
  const shown = (element: HTMLElement) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.offsetParent !== null);
  const read = (): PageEntry[] =>
    entriesIn(document, '[data-now-start]', later).flatMap((entry) => {
      const link = entry.element.querySelector<HTMLAnchorElement>('a[href]');
      if (!link || !shown(entry.element)) return [];
      const venue = entry.element.querySelector('[data-venue-link], [data-venue-name]')?.textContent?.trim() ?? '';
      return [{ ...entry, link, state: entry.element.dataset.nowOff ?? '', time: timeText(entry.startsAt), until: timeText(entry.endsAt), venue }];
    });
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const group = (list: string, heading: string, entries: PageEntry[], when: (entry: PageEntry) => string) => {
    const wrapper = element('div', '');
    const items = element('ul', '');
    items.dataset.nowList = list;
    for (const entry of entries) {
      const item = element('li', '');
      const link = element('a', 'link', entry.link.textContent?.trim() ?? '');
      link.href = entry.link.getAttribute('href') ?? '';
      item.append(link, [entry.venue, when(entry)].filter(Boolean).map((part) => ` · ${part}`).join(''));
      items.append(item);
    }
    wrapper.append(element('h3', 'eyebrow', heading), items);
    return wrapper;
  };
  let rendered = '';
  const update = (parsed: boolean) => {
    const now = wallClock(clock, new Date());
    const during = now >= clock.from && now < clock.to;
    panel.hidden = !during;
    if (!parsed) return;
    const entries = read();
    const result = during ? select(entries, now, nightOf) : null;
    for (const entry of entries) {
      if (result?.onNow.includes(entry)) entry.element.setAttribute('data-now', 'on');
      else entry.element.removeAttribute('data-now');
    }
    if (!result) return;
    const { night, onNow, next, later, off } = result;
    const showsTonight = onNow.length > 0 || entries.some((entry) => nightOf(entry.startsAt) === night);
    const key = JSON.stringify([showsTonight, nights[night], ...[onNow, next, later, off].map((list) => list.map((entry) => entry.link.getAttribute('href')))]);
    if (key === rendered) return;
    rendered = key;
    const at = (entry: PageEntry) => fill(labels.at, entry.time);
    const parts: HTMLElement[] = [];
    if (showsTonight) {
      if (onNow.length > 0) parts.push(group('on', labels.onNow, onNow, (entry) => fill(labels.until, entry.until)));
      else {
        const nothing = element('div', '');
        nothing.append(element('h3', 'eyebrow', labels.onNow), element('p', '', labels.nothingNow));
        parts.push(nothing);
      }
    }
    if (next.length > 0) parts.push(group('next', `${labels.next} ${fill(labels.at, next[0]!.time)}`, next, at));
    if (later.length > 0) parts.push(group('later', labels.later, later, at));
    if (off.length > 0) parts.push(group('off', labels.off, off, (entry) => `${at(entry)} · ${entry.state}`));
    const target = onNow[0] ?? next[0];
    if (target) {
      const jump = element('button', 'btn-primary w-fit', labels.jumpToNow);
      jump.type = 'button';
      jump.addEventListener('click', () => {
        target.element.scrollIntoView({ block: 'center' });
        target.link.focus({ preventScroll: true });
      });
      parts.push(jump);
    } else if (!showsTonight && nights[night]) {
      const jump = element('a', 'btn-primary w-fit', labels.jumpToNow);
      jump.href = nights[night]!;
      parts.push(jump);
    }
    body.replaceChildren(...parts);
  };
  update(document.readyState !== 'loading');
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => update(true));
  window.setInterval(() => update(true), 30_000);
  document.addEventListener('visibilitychange', () => update(true));
  window.addEventListener('resize', () => update(true));
}

/**
 * Where the timetable opens, and keeping a focused entry in view. During the festival the page
 * opens on tonight's table at the earliest start among the events on now (else the current time);
 * outside it at `opening` (the first evening's first show). Only on a fresh visit: not when the
 * address names a place (`#…`), on a reload or a return (the browser restores the position), or
 * once the visitor has scrolled. A focused event's whole entry is kept clear of the sticky venue
 * names and times. `script` sits at the end of the timetable (`[data-timetable]`).
 */
export function openTimetable(
  script: HTMLScriptElement,
  clock: FestivalClock,
  opening: string,
  wallClock: typeof festivalClockNow,
  nightOf: typeof festivalNightOf,
  select: typeof nowAndNext,
  entriesIn: typeof pageNowEntries,
  later: typeof addMinutes,
): void {
  const timetable = script.closest<HTMLElement>('[data-timetable]');
  if (!timetable) return;
  const visible = (node: Element) => node.getClientRects().length > 0;
  /** The top of the unobscured area over a table: under its venue names while they stick. */
  const clearTop = (table: Element | null) => {
    const head = table?.querySelector('thead');
    return head && visible(head) ? Math.max(0, head.getBoundingClientRect().bottom) : 0;
  };
  const clearLeft = (table: Element | null) => {
    const corner = table?.querySelector('thead th');
    return corner && visible(corner) && getComputedStyle(corner).position === 'sticky' ? Math.max(0, corner.getBoundingClientRect().right) : 0;
  };
  const target = (): { night: string; time: string } => {
    const now = wallClock(clock, new Date());
    if (now < clock.from || now >= clock.to) return { night: nightOf(opening), time: opening };
    const night = nightOf(now);
    const { onNow } = select(entriesIn(timetable, `#timetable-${night} [data-now-start]`, later), now, nightOf);
    return { night, time: onNow[0]?.startsAt ?? now };
  };
  /** Scrolls to the opening row; returns where the page then is. */
  const open = (): number => {
    const { night, time } = target();
    const rows = Array.from(timetable.querySelectorAll<HTMLTimeElement>(`#timetable-${night} tbody th time[datetime]`)).filter(visible);
    const row = rows.filter((candidate) => candidate.dateTime <= time).at(-1) ?? rows[0];
    const cell = row?.closest('th');
    if (!cell) return window.scrollY;
    // Once scrolled to, the row is under the venue names, which then stick to the top.
    const head = cell.closest('table')?.querySelector('thead');
    const headHeight = head && visible(head) ? head.getBoundingClientRect().height : 0;
    window.scrollTo({ top: window.scrollY + cell.getBoundingClientRect().top - headHeight - 8, behavior: 'instant' });
    return window.scrollY;
  };
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!location.hash && (!navigation || navigation.type === 'navigate') && window.scrollY === 0) {
    const openedAt = open();
    // The page below may not be parsed yet, which can cut the scroll short: once more when it is,
    // unless the page has moved since (a finger, a key, a scroll into view of a focused or tapped
    // control): the page never jumps under a visitor who has begun.
    let moved = false;
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, () => (moved = true), { once: true, passive: true });
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => moved || window.scrollY !== openedAt || open());
  }
  timetable.addEventListener('focusin', (event) => {
    const entry = (event.target as Element).closest('.timetable-entry');
    if (!entry) return;
    const table = entry.closest('table');
    const box = entry.getBoundingClientRect();
    const [top, left] = [clearTop(table) + 8, clearLeft(table) + 8];
    const [bottom, right] = [window.innerHeight - 8, document.documentElement.clientWidth - 8];
    const dy = box.top < top ? box.top - top : box.bottom > bottom ? Math.min(box.bottom - bottom, box.top - top) : 0;
    const dx = box.left < left ? box.left - left : box.right > right ? Math.min(box.right - right, box.left - left) : 0;
    if (dx !== 0 || dy !== 0) window.scrollBy({ left: dx, top: dy, behavior: 'instant' });
  });
}
