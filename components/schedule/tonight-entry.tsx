import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalDayBounds } from '@/lib/festival-day';
import { siteConfig } from '@/lib/site-config';
import { TonightLink } from './tonight-link';

/**
 * The "Tonight" / "Ce soir" entry of the calendar, the timetable and the home page: shown in the
 * browser during the festival only, leading to the current festival day (`dayHref`).
 */
export function TonightEntry({ days, dayHref, locale }: { days: string[]; dayHref: (day: string) => string; locale: Locale }) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  return (
    <TonightLink
      timeZone={siteConfig.timeZone}
      from={festivalDayBounds(first).from}
      to={festivalDayBounds(last).to}
      dayHref={Object.fromEntries(days.map((day) => [day, dayHref(day)]))}
      label={getDictionary(locale).schedule.now.tonight}
    />
  );
}
