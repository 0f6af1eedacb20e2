import Image from '@/components/static-image';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { Artist } from '@/queries/types';
import { CardTitle } from '@/components/card-title';

export function ArtistCard({ artist, locale }: { artist: Artist; locale: Locale }) {
  const image = artist.image ?? { url: '/placeholder.svg', alt: '' };
  return (
    <article className="card">
      <Image
        src={image.url}
        alt={image.alt}
        width={258}
        height={142}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="card-image"
      />
      <div className="card-body">
        <CardTitle heading="h2" href={itemPath('artist', locale, artist)}>
          {artist.title}
        </CardTitle>
        {artist.hometown && <p className="text-muted">{artist.hometown}</p>}
      </div>
    </article>
  );
}
