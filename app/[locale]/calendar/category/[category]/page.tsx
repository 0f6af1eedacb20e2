import { CalendarView } from '@/components/event/calendar-view';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { categoryFilteredList } from '@/lib/routes/category-filtered-list';
import { getAllEvents } from '@/queries/events';

/**
 * The calendar filtered by a category. Public URL: /calendar?category={slug} (French
 * /fr/calendrier?categorie={slug}); the rewrites (i18n/rewrites.mjs) send it here so the filtered list is
 * pre-rendered HTML. An unknown category is a 404: chips only link to existing ones.
 */
export const revalidate = 300;

const route = categoryFilteredList('calendar');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function FilteredCalendarPage({ params }: { params: Promise<{ locale: string; category: string }> }) {
  const { locale, shell, category, title } = await route.load(params);
  const events = (await getAllEvents(locale)).filter((event) => event.categories.some((c) => c.slug === category.slug));
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'filtered', list: 'calendar', translationSlug: category.translationSlug ?? null })}
    >
      <CalendarView events={events} categories={shell.categories} activeCategory={category.slug} locale={locale} title={title} />
    </PageShell>
  );
}
