import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarView } from '@/components/event/calendar-view';
import { PageShell } from '@/components/shell/page-shell';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { categoryFilterPath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { pageMetadata } from '@/lib/metadata';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';

/**
 * The calendar filtered by a category. Public URL: /calendar?category={slug} (French
 * /fr/calendrier?categorie={slug}); the proxy rewrites it here so the filtered list is
 * pre-rendered HTML. An unknown category is a 404: chips only link to existing ones.
 */
export const revalidate = 300;

type Params = Promise<{ locale: string; category: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getSiteShell(params.locale)).categories.map((category) => ({ category: category.slug }));
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { category: slug } = await params;
  const shell = await getSiteShell(locale);
  const category = shell.categories.find((c) => c.slug === slug);
  if (!category) notFound();
  return { locale, shell, category };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, category } = await load(params);
  return pageMetadata({
    locale,
    path: categoryFilterPath(locale, 'calendar', category.slug),
    alternatePath: category.translationSlug ? categoryFilterPath(otherLocale(locale), 'calendar', category.translationSlug) : null,
    title: formatMessage(getDictionary(locale).calendar.filteredTitle, { category: category.name }),
  });
}

export default async function FilteredCalendarPage({ params }: { params: Params }) {
  const { locale, shell, category } = await load(params);
  const events = (await getAllEvents(locale)).filter((event) => event.categories.some((c) => c.slug === category.slug));
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'filtered', list: 'calendar', translationSlug: category.translationSlug ?? null })}
    >
      <CalendarView
        events={events}
        categories={shell.categories}
        activeCategory={category.slug}
        locale={locale}
        title={formatMessage(getDictionary(locale).calendar.filteredTitle, { category: category.name })}
      />
    </PageShell>
  );
}
