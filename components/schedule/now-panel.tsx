import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalDayBounds } from '@/lib/festival-day';
import { siteConfig } from '@/lib/site-config';
import { NowAndNext, type NowLabels } from './now-and-next';

/**
 * The "on now / up next" island for a list of festival days: the festival runs from 06:00 on
 * its first day to 06:00 after its last night. `dayHref`: each day's own page (or anchor).
 */
export function NowPanel({
  days,
  dayHref,
  locale,
  labels,
}: {
  days: string[];
  dayHref: (day: string) => string;
  locale: Locale;
  /** Words of the page's own (a venue's "on now and up next here"). */
  labels?: Partial<NowLabels>;
}) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  return (
    <NowAndNext
      timeZone={siteConfig.timeZone}
      from={festivalDayBounds(first).from}
      to={festivalDayBounds(last).to}
      todayHref={Object.fromEntries(days.map((day) => [day, dayHref(day)]))}
      labels={{ ...getDictionary(locale).schedule.now, ...labels }}
    />
  );
}
