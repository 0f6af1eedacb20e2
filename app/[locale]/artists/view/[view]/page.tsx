import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArtistListView } from '@/components/artist/artist-list-view';
import { PageShell } from '@/components/shell/page-shell';
import { isLineupView, lineupViewRoute } from '@/features/filters/lineup';
import { getDictionary } from '@/i18n/dictionaries';
import { lineupViews } from '@/i18n/list-filters.mjs';
import { isLocale } from '@/i18n/locales';
import { getAllArtists } from '@/queries/artists';
import { getAllEvents } from '@/queries/events';
import { getSiteShell } from '@/queries/shell';
import { pageMetadata } from '@/routes/metadata';
import { localeParam } from '@/routes/params';

/**
 * A lineup view of the artist list: /artists?view=a-z|by-day|by-category (French
 * /fr/artistes?vue=a-z|par-jour|par-categorie), rewritten here (i18n/list-filters.mjs) and
 * pre-rendered; any other view is a 404 (the request gate answers it first).
 */
export const revalidate = 300;

type Params = Promise<{ locale: string; view: string }>;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? Object.keys(lineupViews).map((view) => ({ view })) : [];
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { view } = await params;
  if (!isLineupView(view)) notFound();
  return { locale, view, route: lineupViewRoute(locale, view), title: getDictionary(locale).lineup.titles[view] };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { route, title } = await load(params);
  return pageMetadata({ route, title });
}

export default async function ArtistsViewPage({ params }: { params: Params }) {
  const { locale, view, route, title } = await load(params);
  const [artists, shell, events] = await Promise.all([getAllArtists(locale), getSiteShell(locale), view === 'by-day' ? getAllEvents(locale) : Promise.resolve([])]);
  return (
    <PageShell route={route}>
      <ArtistListView artists={artists} categories={shell.categories} activeCategory={null} locale={locale} title={title} view={view} events={events} />
    </PageShell>
  );
}
