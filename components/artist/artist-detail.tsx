import { CategoryIcons } from '@/components/category-icons';
import { DetailHero } from '@/components/detail-hero';
import { RichText } from '@/components/rich-text';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { Artist, ArtistLinks } from '@/queries/types';

const linkOrder: Array<keyof ArtistLinks> = [
  'website', 'albumTrack', 'bandcamp', 'spotify', 'soundcloud', 'youtube', 'instagram', 'facebook', 'twitter',
];

export function ArtistDetail({ artist, locale }: { artist: Artist; locale: Locale }) {
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
        <RichText html={artist.content} />
      </div>
      <aside className="flex flex-col gap-6 self-start rounded-card border-2 border-ink bg-surface p-5">
        {links.length > 0 && (
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
        )}
        {artist.events.length > 0 && (
          <section aria-labelledby="artist-events-heading">
            <h2 id="artist-events-heading" className="font-display text-2xl uppercase">
              {t.artists.events}
            </h2>
            <ul className="mt-2 list-disc pl-5">
              {artist.events.map((event) => (
                <li key={event.id}>
                  <a href={itemPath('event', locale, event)} className="link">
                    {event.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </aside>
    </article>
  );
}
