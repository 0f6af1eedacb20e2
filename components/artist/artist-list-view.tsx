import { CategoryFilter } from '@/components/category-filter';
import type { LineupView } from '@/features/filters/lineup';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { Artist, Category, Event } from '@/queries/types';
import { ArtistCard } from './artist-card';
import { LineupAtoZ, LineupByCategory, LineupByDay, LineupViewLinks } from './lineup-views';
import { CardList } from '@/components/card-list';

/**
 * The artist list: the cards (with the category chips), or a lineup view (A–Z, by day, by
 * category; `events` is the programme, for the days). Every view is a plain page.
 */
export function ArtistListView({
  artists,
  categories,
  activeCategory,
  locale,
  title,
  view = 'cards',
  events = [],
}: {
  artists: Artist[];
  categories: Category[];
  activeCategory: string | null;
  locale: Locale;
  title: string;
  view?: LineupView;
  events?: Event[];
}) {
  const t = getDictionary(locale);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="page-title">{title}</h1>
      <LineupViewLinks active={view} locale={locale} />
      {view === 'a-z' && <LineupAtoZ artists={artists} locale={locale} />}
      {view === 'by-day' && <LineupByDay artists={artists} events={events} locale={locale} />}
      {view === 'by-category' && <LineupByCategory artists={artists} categories={categories} locale={locale} />}
      {view === 'cards' && (
        <>
          <CategoryFilter
            categories={categories}
            active={activeCategory}
            locale={locale}
            list="artists"
            label={t.calendar.filterLabel}
            allLabel={t.calendar.allCategories}
          />
          {artists.length === 0 ? (
            <p>{t.artists.empty}</p>
          ) : (
            <CardList items={artists} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" card={(artist) => <ArtistCard artist={artist} locale={locale} />} />
          )}
        </>
      )}
    </div>
  );
}
