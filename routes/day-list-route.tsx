import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarView } from '@/components/event/calendar-view';
import { PageShell } from '@/components/shell/page-shell';
import { festivalDays } from '@/features/schedule/schedule-paths';
import { festivalDaysOf } from '@/features/schedule/scheduled-event';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { formatDayHeading } from '@/i18n/format';
import { isLocale, otherLocale } from '@/i18n/locales';
import { dayFilteredListRoute } from '@/i18n/localized-route';
import { isIsoDay } from '@/lib/festival-day';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';
import { pageMetadata } from './metadata';
import { localeParam } from './params';

type Params = Promise<{ locale: string; day: string; category?: string }>;

/**
 * The calendar narrowed to one festival day (`/calendar/2027-09-23`), with or without a category
 * (`?category=music`, rewritten to `/calendar/category/music/2027-09-23`). Pre-rendered for
 * every day of the programme (and every category); any other day, or a category the language
 * does not have, is a 404. A day of a category with no event that day says so.
 */
export function dayListPageRoute({ withCategory }: { withCategory: boolean }) {
  async function generateStaticParams({ params }: { params: { locale: string } }) {
    if (!isLocale(params.locale)) return [];
    const days = await festivalDays(params.locale);
    if (!withCategory) return days.map((day) => ({ day }));
    const { categories } = await getSiteShell(params.locale);
    return categories.flatMap((category) => days.map((day) => ({ category: category.slug, day })));
  }

  async function load(params: Params) {
    const locale = await localeParam(params);
    const { day, category: categorySlug } = await params;
    if (!isIsoDay(day)) notFound();
    const [allEvents, shell, otherDays] = await Promise.all([getAllEvents(locale), getSiteShell(locale), festivalDays(otherLocale(locale))]);
    if (!festivalDaysOf(allEvents).includes(day)) notFound();
    const category = withCategory ? shell.categories.find((c) => c.slug === categorySlug) : null;
    if (withCategory && !category) notFound();
    const t = getDictionary(locale).schedule;
    const dayHeading = formatDayHeading(day, locale);
    const title = category ? formatMessage(t.dayCategoryTitle, { category: category.name, day: dayHeading }) : formatMessage(t.dayTitle, { day: dayHeading });
    const route = dayFilteredListRoute(
      locale,
      'calendar',
      day,
      category ? { slug: category.slug, translationSlug: category.translationSlug ?? null } : null,
      otherDays.includes(day),
    );
    return { locale, day, category: category ?? null, allEvents, categories: shell.categories, title, route };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { route, title } = await load(params);
    return pageMetadata({ route, title });
  }

  async function Page({ params }: { params: Params }) {
    const { route, title, locale, day, category, allEvents, categories } = await load(params);
    return (
      <PageShell route={route}>
        <CalendarView allEvents={allEvents} categories={categories} activeCategory={category?.slug ?? null} day={day} locale={locale} title={title} />
      </PageShell>
    );
  }

  return { generateStaticParams, generateMetadata, Page };
}
