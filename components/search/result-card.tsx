import Image from 'next/image';
import type { MouseEventHandler } from 'react';
import type { SearchCard } from '@/features/search/search-contract';
import type { SearchStrings } from './search-strings';
import { quietVenueLinkClass } from '@/components/venue/venue-link-class';

/**
 * One search result: image 258×142 (placeholder when none), category icons, date and time,
 * venue, the 'Cancelled' or 'New Date!' flag and the title. The title's link covers the whole card.
 */
export function ResultCard({
  card,
  index,
  strings,
  onNavigate,
}: {
  card: SearchCard;
  index: number;
  strings: Pick<SearchStrings, 'newDate' | 'categories' | 'cancelled'>;
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <article className="card focus-within:ring-2 focus-within:ring-ink">
      <Image
        src={card.image.url}
        alt={card.image.alt}
        width={258}
        height={142}
        className="h-[142px] w-[258px] max-w-full object-cover"
      />
      {/* The line under the image belongs to the text, so the image is the spec's 258×142 on screen. */}
      <div className="flex flex-1 flex-col gap-1 border-t-2 border-ink p-3">
        {card.cancelled ? <p className="flag">{strings.cancelled}</p> : card.newDate && <p className="flag">{strings.newDate}</p>}
        {card.icons.length > 0 && (
          <ul aria-label={strings.categories} className="flex flex-wrap gap-1">
            {card.icons.map((icon) => (
              <li key={icon.id}>
                <Image src={icon.url} alt={icon.name} title={icon.name} width={50} height={50} className="size-[50px] rounded-full object-cover" />
              </li>
            ))}
          </ul>
        )}
        {card.date && (
          <p className="meta">
            <time dateTime={card.dateTime ?? undefined}>
              {card.date}
              {card.time && ` · ${card.time}`}
            </time>
          </p>
        )}
        {card.venue && (
          <p className="text-sm text-muted">
            {card.venuePath ? (
              // Above the title link's overlay (which covers the card), so it can be clicked on its own.
              <a href={card.venuePath} onClick={onNavigate} className={`relative z-10 ${quietVenueLinkClass}`} data-venue-link>
                {card.venue}
              </a>
            ) : (
              card.venue
            )}
          </p>
        )}
        <h4 className="font-display text-xl uppercase leading-tight">
          <a
            href={card.href}
            data-result-index={index}
            onClick={onNavigate}
            className="after:absolute after:inset-0 hover:underline focus:outline-none"
          >
            {card.title}
          </a>
        </h4>
      </div>
    </article>
  );
}
