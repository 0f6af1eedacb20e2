import Image from 'next/image';
import type { Locale } from '@/i18n/locales';
import { itemPath } from '@/i18n/content-types';
import type { Artist } from '@/queries/types';

export function ArtistCard({ artist, locale }: { artist: Artist; locale: Locale }) {
  const image = artist.image ?? { url: '/placeholder.svg', alt: '' };
  return (
    <article className="flex h-full flex-col overflow-hidden rounded border border-line bg-white">
      <Image
        src={image.url}
        alt={image.alt}
        width={258}
        height={142}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[258/142] w-full object-cover"
      />
      <div className="flex flex-col gap-1 p-4">
        <h2 className="text-lg font-bold leading-snug">
          <a href={itemPath('artist', locale, artist)} className="hover:underline">
            {artist.title}
          </a>
        </h2>
        {artist.hometown && <p className="text-sm text-muted">{artist.hometown}</p>}
      </div>
    </article>
  );
}
