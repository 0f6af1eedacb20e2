'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { useOnePlayerAtATime } from '@/components/listen/one-player';
import { spotifyEmbedUrl } from './spotify-playlist';

export interface PlaylistPlayerStrings {
  show: string;
  title: string;
}

const subscribe = () => () => {};

/**
 * The festival playlist, in the footer: a disclosure button that mounts Spotify's embedded player
 * when the visitor asks for it. The button exists only in the browser (the server renders its
 * empty box, same height, so it shifts nothing), and no request goes to Spotify before the click.
 * In the page flow rather than floating, it can never sit behind the cookie banner or cover the
 * cookie icon; the player's own height only moves content below it when the visitor opens it.
 * Opening it closes a player playing elsewhere on the page, and another player closes it.
 */
export function PlaylistPlayer({ playlistId, strings }: { playlistId: string; strings: PlaylistPlayerStrings }) {
  const inBrowser = useSyncExternalStore(subscribe, () => true, () => false);
  const [open, setOpen] = useState(false);
  useOnePlayerAtATime(open, setOpen);
  const panelId = `${useId()}panel`;
  return (
    <div className="min-h-12" data-testid="playlist-player">
      {inBrowser && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-paper px-4 font-semibold hover:bg-paper hover:text-ink"
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 18V5l12-2v13" />
              <circle cx="6" cy="18" r="3" />
              <circle cx="18" cy="16" r="3" />
            </svg>
            {strings.show}
          </button>
          {open && (
            <div id={panelId} className="mt-3 max-w-md">
              <iframe
                src={spotifyEmbedUrl(playlistId)}
                title={strings.title}
                loading="lazy"
                width="100%"
                height="352"
                allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
                className="block h-[352px] w-full rounded-xl border-0"
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
