import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalWindow } from './festival-window';
import { NowAndNext } from './now-and-next';

/**
 * The "on now / up next" island for a list of festival days: the festival runs from 06:00 on
 * its first day to 06:00 after its last night. `dayHref`: each day's own page.
 */
export function NowPanel({ days, dayHref, locale }: { days: string[]; dayHref: (day: string) => string; locale: Locale }) {
  const festival = festivalWindow(days, dayHref);
  return festival && <NowAndNext {...festival} labels={getDictionary(locale).schedule.now} />;
}
