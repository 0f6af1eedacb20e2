'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Dictionary } from '@/i18n/dictionaries/en';
import { type Locale, localeTags } from '@/i18n/locales';
import { useReplayedTaps } from '@/components/tap-replay/replay';
import { readSavedRecord, type SaveProgress, type SaveResult } from './saved-record';

type Strings = Dictionary['offline'];

type SaveState =
  | { phase: 'unavailable' }
  | { phase: 'idle'; last: SaveResult | null }
  | { phase: 'saving'; progress: SaveProgress }
  | { phase: 'done'; result: SaveResult }
  | { phase: 'failed' };

/** Fills `{name}` placeholders (like formatMessage, without pulling the dictionaries into the browser). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

function formatSize(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}

function resultMessage(result: SaveResult, t: Strings, locale: Locale): string {
  if (result.missing > 0) return fill(t.savedPartly, { pages: result.pages, missing: result.missing });
  if (result.overBudget > 0) return fill(t.savedOverBudget, { pages: result.pages, left: result.overBudget });
  return fill(t.saved, { pages: result.pages, size: formatSize(result.usageBytes ?? result.pageBytes, locale) });
}

/** True in a browser whose page is served by the site's service worker (production builds). */
function workerReady(): boolean {
  return 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
}

/**
 * Shows the section before the page's scripts run when the service worker already serves the page
 * (a visitor's second page on): it works as soon as they have. Right after the section.
 */
const showWhenServedScript =
  '(function(s){var w=navigator.serviceWorker;if(s&&w&&w.controller)s.hidden=false})(document.currentScript.previousElementSibling)';

/**
 * "Save for offline" (a client island), in the footer and where it is wanted (the calendar, the
 * timetable, My schedule): keeps the whole programme on the device (./save-programme.ts). Shown
 * where the service worker serves the page: from the first paint when it already did as the page
 * loaded (a press made before the page's scripts have run is held, then carried out:
 * components/tap-replay/), else once it takes over. An app launched from the home screen for the
 * first time saves by itself (the footer's instance: `autoSave`). `idPrefix`: unique per instance.
 */
export function SaveForOffline({
  locale,
  strings: t,
  idPrefix = 'offline-save',
  autoSave = false,
  className = '',
}: {
  locale: Locale;
  strings: Strings;
  idPrefix?: string;
  autoSave?: boolean;
  className?: string;
}) {
  const [state, setState] = useState<SaveState>({ phase: 'unavailable' });

  const save = useCallback(async () => {
    setState({ phase: 'saving', progress: { done: 0, total: 0 } });
    try {
      // The saving's code comes with the first save, not with every page.
      const { saveProgramme } = await import('./save-programme');
      const result = await saveProgramme(locale, (progress) => setState({ phase: 'saving', progress }));
      setState({ phase: 'done', result });
    } catch {
      setState({ phase: 'failed' });
    }
  }, [locale]);

  useEffect(() => {
    const ready = () => {
      const last = readSavedRecord();
      setState({ phase: 'idle', last });
      // First launch of the installed app: the programme is what it is for.
      if (autoSave && !last && window.matchMedia('(display-mode: standalone)').matches) void save();
    };
    if (workerReady()) {
      ready();
      return;
    }
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.addEventListener('controllerchange', ready, { once: true });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', ready);
  }, [save, autoSave]);

  const ready = state.phase !== 'unavailable';
  const buttonRef = useReplayedTaps<HTMLButtonElement>(ready);
  const status =
    state.phase === 'saving'
      ? fill(t.saving, { done: state.progress.done, total: state.progress.total })
      : state.phase === 'done'
        ? resultMessage(state.result, t, locale)
        : state.phase === 'failed'
          ? t.saveFailed
          : state.phase === 'idle' && state.last
            ? resultMessage(state.last, t, locale)
            : '';
  const canSave = state.phase === 'idle' || state.phase === 'done' || state.phase === 'failed';
  return (
    <>
      <section hidden={!ready} aria-labelledby={`${idPrefix}-title`} data-save-offline={idPrefix} className={`flex flex-col gap-2 ${className}`}>
        <h2 id={`${idPrefix}-title`} className="font-display text-3xl uppercase">
          {t.saveTitle}
        </h2>
        <p>{t.saveIntro}</p>
        <p>
          <button
            ref={buttonRef}
            type="button"
            onClick={() => {
              if (canSave) void save();
            }}
            aria-disabled={canSave ? undefined : true}
            data-replay="save-offline"
            className="btn w-fit border-ink bg-sun text-ink hover:bg-paper aria-disabled:cursor-progress aria-disabled:opacity-70"
          >
            {t.saveButton}
          </button>
        </p>
        <p role="status" className="text-sm">
          {status}
        </p>
        <p className="text-sm">{t.privacy}</p>
      </section>
      {!ready && <script dangerouslySetInnerHTML={{ __html: showWhenServedScript }} />}
    </>
  );
}
