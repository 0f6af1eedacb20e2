import { programmeCalendar } from '@/features/calendar/event-calendars';
import { calendarRoute, feedNotFound } from '@/features/calendar/feed-routes';
import { normalizeSlug } from '@/lib/slug';

/**
 * One category of the programme as a calendar feed: `/calendar/feed/{category}.ics` (French
 * `/fr/calendrier/feed/{catégorie}.ics`, the category's slug in that language). A category no
 * event of the language has is the language's 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const named = /^(.+)\.ics$/.exec(file)?.[1];
  const slug = named ? normalizeSlug(named) : null;
  if (!slug) return feedNotFound();
  return calendarRoute(request, locale, (events, language) => {
    const category = events.flatMap((event) => event.categories).find((candidate) => candidate.slug === slug);
    return category ? { ics: programmeCalendar(events, language, category), filename: `${slug}.ics` } : null;
  });
}
