import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';

/**
 * The venue list, offered where festival-goers plan (beside the calendar's and the timetable's
 * headings): where each venue is, its access and what is on there. The menus come from the CMS;
 * this link is the site's own, so the list is one click away whatever the editors put in them.
 */
export function VenueListLink({ locale }: { locale: Locale }) {
  return (
    <a href={sectionPath(locale, 'venues')} className="btn-outline" data-venue-list-link>
      {getDictionary(locale).venues.title}
    </a>
  );
}
