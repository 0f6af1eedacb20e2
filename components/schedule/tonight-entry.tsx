import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalWindow } from './festival-window';
import { TonightLink } from './tonight-link';

/**
 * The "Tonight" / "Ce soir" entry of the calendar, the timetable and the home page: shown in the
 * browser during the festival only, leading to the current festival day (`dayHref`).
 */
export function TonightEntry({ days, dayHref, locale }: { days: string[]; dayHref: (day: string) => string; locale: Locale }) {
  const festival = festivalWindow(days, dayHref);
  return festival && <TonightLink {...festival} label={getDictionary(locale).schedule.now.tonight} />;
}
