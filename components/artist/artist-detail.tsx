import { CategoryIcons } from '@/components/category-icons';
import { DetailHero } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { ArtistSets } from '@/components/listen/artist-sets';
import { IfYouLike } from '@/components/listen/if-you-like';
import { ListenBlock } from '@/components/listen/listen-block';
import type { Suggestion } from '@/features/listen/suggestions';
import type { Artist, ArtistLinks, Event } from '@/queries/types';

const linkOrder: Array<keyof ArtistLinks> = [
  'website', 'albumTrack', 'bandcamp', 'spotify', 'soundcloud', 'youtube', 'instagram', 'facebook', 'twitter',
];

/**
 * An artist's page: who they are, their players (nothing loads from a provider before play is
 * pressed), their sets to star, the bio, "if you like" suggestions; their links beside.
 * `sets`, `suggestions` and `now` come from the programme (features/listen/suggestions.ts).
 */
export function ArtistDetail({
  artist,
  locale,
  sets,
  suggestions,
  now,
}: {
  artist: Artist;
  locale: Locale;
  sets: readonly Event[];
  suggestions: readonly Suggestion[];
  now: string;
}) {
  const t = getDictionary(locale);
  const links = linkOrder.flatMap((key) => (artist.links[key] ? [{ key, url: artist.links[key]! }] : []));
  return (
    <article className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-6">
        <DetailHero title={artist.title} image={artist.image} sizes="(min-width: 1024px) 66vw, 100vw">
          {artist.hometown && (
            <p className="text-lg">
              <span className="font-semibold">{t.artists.hometown}{locale === 'fr' ? ' : ' : ': '}</span>
              {artist.hometown}
            </p>
          )}
          <CategoryIcons categories={artist.categories} locale={locale} list="artists" label={t.event.categories} />
        </DetailHero>
        <ListenBlock artist={artist.title} links={artist.links} locale={locale} />
        <ArtistSets sets={sets} locale={locale} />
        <RichText html={artist.content} />
        <IfYouLike artist={artist.title} suggestions={suggestions} locale={locale} now={now} />
      </div>
      {links.length > 0 && (
        <aside className="flex flex-col gap-6 self-start rounded-card border-2 border-ink bg-surface p-5">
          <section aria-labelledby="artist-links-heading">
            <h2 id="artist-links-heading" className="font-display text-2xl uppercase">
              {t.artists.links}
            </h2>
            <ul className="mt-2 flex flex-col gap-1">
              {links.map(({ key, url }) => (
                <li key={key}>
                  <a href={url} target="_blank" rel="noopener noreferrer" data-link={key} className="link">
                    {t.artists.linkLabels[key]} <span className="sr-only">{t.event.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      )}
    </article>
  );
}
