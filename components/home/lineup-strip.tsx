import { itemPath } from '@/i18n/content-types';
import type { Locale } from '@/i18n/locales';
import type { LineupEntry } from './festival-edition';

/**
 * The lineup as a festival poster sets it: names in the display face, one after the other,
 * the top of each bill larger and in yellow (see `lineup` for how they are picked).
 */
export function LineupStrip({ entries, locale }: { entries: LineupEntry[]; locale: Locale }) {
  return (
    <ul className="flex flex-wrap items-baseline gap-x-3 gap-y-2 font-display uppercase leading-none">
      {entries.map(({ artist, headliner }, index) => (
        <li key={artist.id} className={headliner ? 'text-display-3 text-sun sm:text-display-2' : 'text-display-3'}>
          <a href={itemPath('artist', locale, artist)} className="decoration-4 hover:underline">
            {artist.title}
          </a>
          {index < entries.length - 1 && (
            <span aria-hidden="true" className="ml-3 text-pop">
              ✶
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
