import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { festivalWindow } from './festival-window';
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
  const festival = festivalWindow(days, dayHref);
  return festival && <NowAndNext {...festival} labels={{ ...getDictionary(locale).schedule.now, ...labels }} />;
}
