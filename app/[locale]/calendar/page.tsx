import type { Metadata } from 'next';
import { CalendarView } from '@/components/event/calendar-view';
import { PageShell } from '@/components/shell/page-shell';
import { getDictionary } from '@/i18n/dictionaries';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { sectionPath } from '@/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';

export const revalidate = 300;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeParam(params);
  return pageMetadata({
    locale,
    path: sectionPath(locale, 'calendar'),
    alternatePath: sectionPath(otherLocale(locale), 'calendar'),
    title: getDictionary(locale).calendar.title,
  });
}

export default async function CalendarPage({ params }: { params: Params }) {
  const locale = await localeParam(params);
  const [events, shell] = await Promise.all([getAllEvents(locale), getSiteShell(locale)]);
  return (
    <PageShell locale={locale} languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'section', section: 'calendar' })}>
      <CalendarView
        events={events}
        categories={shell.categories}
        activeCategory={null}
        locale={locale}
        title={getDictionary(locale).calendar.title}
      />
    </PageShell>
  );
}
