import { CategoryFilter } from '@/components/category-filter';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { Artist, Category } from '@/queries/types';
import { ArtistCard } from './artist-card';
import { CardList } from '@/components/card-list';

export function ArtistListView({
  artists,
  categories,
  activeCategory,
  locale,
  title,
}: {
  artists: Artist[];
  categories: Category[];
  activeCategory: string | null;
  locale: Locale;
  title: string;
}) {
  const t = getDictionary(locale);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="page-title">{title}</h1>
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
    </div>
  );
}
