import type { Settings } from '@/queries/types';

export type SocialNetwork = keyof Settings['social'];

/** The order the icons appear in. */
export const socialNetworks: readonly SocialNetwork[] = ['facebook', 'instagram', 'twitter', 'soundcloud', 'spotify', 'youtube'];

/**
 * The brand marks (Simple Icons, CC0, 24×24), one `<symbol>` per network in this file of
 * `public/`. Referenced rather than drawn inline: inline, their paths were 5.6 KB of every page's
 * HTML and again of its RSC payload (3.4 KB of the 22 KB a compressed event page weighs), for
 * icons at the foot of the page; the file is fetched once, same-origin (no third-party request),
 * and kept by the service worker for offline pages.
 */
export const socialIconsSprite = '/social-icons.svg';

/** Decorative: the link around it carries the network's name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6" fill="currentColor">
      <use href={`${socialIconsSprite}#${network}`} />
    </svg>
  );
}
