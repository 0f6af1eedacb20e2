'use client';

import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useReplayedTaps } from '@/components/tap-replay/replay';
import { useOnePlayerAtATime } from './one-player';

/**
 * THE client island of the players (artist and event pages share it): until the visitor presses
 * play, the page holds no iframe, script or image of the provider, so nothing is requested from
 * it; the press mounts the provider's official player, whose address the server built
 * (features/listen/embeds.ts). The player's box has its final size before it loads. A press
 * made before the page's scripts have run is held and carried out once they have
 * (components/tap-replay/); one player plays at a time (./one-player.ts).
 */
export interface PlayerFrame {
  src: string;
  /** The iframe's accessible name ("Spotify player: {artist}"). */
  title: string;
  /** Fixed height in px; null: 16:9 (video). */
  height: number | null;
}

export interface PlayButtonText {
  /** Visible text ("Play"). */
  text: string;
  /** The button's name: artist and provider ("Play {artist} on Spotify"); starts with `text`. */
  label: string;
  /** Id of the sentence beside the button saying what pressing it shares. */
  describedBy: string;
  /** An open player's button (the event page's): visible text and name ("Close player: {artist}"). */
  closeText: string;
  closeLabel: string;
}

const subscribe = () => () => {};
/** False on the server and during hydration: until then the button is `aria-disabled` and a press is held. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

const allow = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture';

function boxProps(frame: PlayerFrame, className: string) {
  return frame.height ? { className, style: { height: frame.height } } : { className: `${className} aspect-video` };
}

function Player({ frame, takeFocus }: { frame: PlayerFrame; takeFocus: boolean }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <iframe ref={ref} src={frame.src} title={frame.title} allow={allow} allowFullScreen data-listen-player="" className="block size-full rounded-card border-0" />
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5 shrink-0" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

/**
 * Artist page: the facade (provider, work, play button) in the player's own box; pressed, the
 * player takes the same box (no layout shift) and the keyboard focus moves into it.
 */
export function ListenFacade({ frame, button, children }: { frame: PlayerFrame; button: PlayButtonText; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useReplayedTaps<HTMLButtonElement>();
  useOnePlayerAtATime(open, setOpen);
  return (
    <div {...boxProps(frame, 'listen-box w-full')} data-listen-box="">
      {open ? (
        <Player frame={frame} takeFocus />
      ) : (
        <div className="flex size-full items-center gap-4 rounded-card border-2 border-ink bg-ink p-4 text-paper [--focus-ring:var(--color-sun)]">
          <button
            ref={buttonRef}
            type="button"
            aria-disabled={hydrated ? undefined : true}
            data-replay="listen"
            aria-label={button.label}
            aria-describedby={button.describedBy}
            onClick={() => setOpen(true)}
            className="btn border-sun bg-sun text-ink hover:bg-paper aria-disabled:cursor-progress aria-disabled:opacity-60"
          >
            <PlayIcon />
            {button.text}
          </button>
          <div className="min-w-0">{children}</div>
        </div>
      )}
    </div>
  );
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Event page: a play button beside an artist; pressed, the player opens below it at its final
 * size at once (only the visitor's own press moves what follows) and the button says it closes
 * the player ("Close player"), which pressing it again does.
 */
export function ListenToggle({ frame, button }: { frame: PlayerFrame; button: PlayButtonText }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useReplayedTaps<HTMLButtonElement>();
  useOnePlayerAtATime(open, setOpen);
  const panelId = `${useId()}player`;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-disabled={hydrated ? undefined : true}
        data-replay="listen"
        aria-label={open ? button.closeLabel : button.label}
        aria-describedby={open ? undefined : button.describedBy}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-pill border-2 border-ink bg-surface px-4 font-label text-sm uppercase tracking-wide hover:underline aria-disabled:cursor-progress aria-disabled:opacity-60 aria-expanded:bg-ink aria-expanded:text-paper"
      >
        {open ? <CloseIcon /> : <PlayIcon />}
        {open ? button.closeText : button.text}
      </button>
      {open && (
        <div id={panelId} {...boxProps(frame, 'mt-2 w-full basis-full')}>
          <Player frame={frame} takeFocus={false} />
        </div>
      )}
    </>
  );
}
