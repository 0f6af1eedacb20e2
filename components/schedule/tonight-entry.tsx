import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalNightOf } from '@/features/schedule/now-and-next';
import { festivalClockNow } from '@/lib/festival-day';
import { showTonight } from './clock-scripts';
import { festivalWindow } from './festival-window';
import { InlineScript } from './inline-script';

/**
 * The "Tonight" / "Ce soir" entry of the calendar, the timetable and the home page, leading to
 * the current festival day (`dayHref`; the night runs to 06:00). Rendered hidden; an inline script
 * shows it during the festival as the page is parsed, so it is there at first paint, where it
 * stays, and it is a plain link (nothing to wait for before a tap). `className`: its shape.
 */
export function TonightEntry({ days, dayHref, locale, className = 'btn-primary w-fit' }: { days: string[]; dayHref: (day: string) => string; locale: Locale; className?: string }) {
  const festival = festivalWindow(days, dayHref);
  if (!festival) return null;
  const { clock, dayHref: nights } = festival;
  return (
    <>
      <a href={Object.values(nights)[0]} hidden suppressHydrationWarning data-tonight className={className}>
        <span aria-hidden="true" className="size-2.5 rounded-full bg-current" />
        {getDictionary(locale).schedule.now.tonight}
      </a>
      <InlineScript run={showTonight} args={[clock, nights, festivalClockNow, festivalNightOf]} />
    </>
  );
}
