import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalNightOf, nowAndNext } from '@/features/schedule/now-and-next';
import { clockTimeText } from '@/i18n/format';
import { addMinutes, festivalClockNow } from '@/lib/festival-day';
import { pageNowEntries, runNowPanel } from './clock-scripts';
import { festivalWindow } from './festival-window';
import { InlineScript } from './inline-script';

/** Where "Tonight" lands: the "On now and up next" box of a page. */
export const nowPanelId = 'now';

/**
 * "On now and up next" for a list of festival days (the festival runs from 06:00 on its first
 * day to 06:00 after its last night): the box, hidden, and the inline script that shows and
 * fills it in the browser during the festival (components/schedule/clock-scripts.ts), before
 * any of React's scripts. `dayHref`: each day's page (or anchor), where "jump to now" leads from
 * a page that does not show tonight. `labels.region`: the box's heading, when the page has its own.
 */
export function NowPanel({ days, dayHref, locale, labels }: { days: string[]; dayHref: (day: string) => string; locale: Locale; labels?: { region?: string } }) {
  const festival = festivalWindow(days, dayHref);
  if (!festival) return null;
  const { clock, dayHref: nights } = festival;
  const { region: defaultRegion, onNow, nothingNow, next, later, off, until, at, jumpToNow } = getDictionary(locale).schedule.now;
  return (
    <>
      <section
        id={nowPanelId}
        hidden
        suppressHydrationWarning
        aria-labelledby="now-and-next-heading"
        data-now-and-next
        className="flex scroll-mt-4 flex-col gap-3 rounded-card border-2 border-ink bg-surface p-4"
      >
        <h2 id="now-and-next-heading" className="card-title">
          {labels?.region ?? defaultRegion}
        </h2>
        {/* Filled by the script below: React leaves the children of an element it sets as HTML alone. */}
        <div data-now-body className="flex min-h-20 flex-col gap-3" dangerouslySetInnerHTML={{ __html: '' }} />
      </section>
      <InlineScript
        run={runNowPanel}
        args={[clock, nights, { onNow, nothingNow, next, later, off, until, at, jumpToNow }, festivalClockNow, festivalNightOf, nowAndNext, pageNowEntries, addMinutes, clockTimeText]}
      />
    </>
  );
}
