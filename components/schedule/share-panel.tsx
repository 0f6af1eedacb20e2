'use client';

import { useState, useSyncExternalStore } from 'react';
import type { MyScheduleLabels } from './my-schedule-labels';
import { QrCode } from './qr-code';

function noSubscription(): () => void {
  return () => {};
}

/** True where the browser has the Web Share API (a phone's own share sheet); never on the server. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/** The picks as links: download, subscribe (`webcal:`) and share (a link and its QR code). */
export function SharePanel({ feedUrl, shareUrl, labels }: { feedUrl: string; shareUrl: string; labels: MyScheduleLabels }) {
  const [copied, setCopied] = useState(false);
  const [qrShown, setQrShown] = useState(false);
  const canShare = useCanShare();
  const webcalUrl = feedUrl.replace(/^https?:/, 'webcal:');
  const button = 'btn-outline w-fit';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="my-schedule-export" className="flex flex-col gap-3 rounded-card border-2 border-ink bg-surface p-4">
        <h2 id="my-schedule-export" className="card-title">
          {labels.exportTitle}
        </h2>
        <a href={feedUrl} download={labels.feedFileName} data-feed-download className={button}>
          {labels.download}
        </a>
        <a href={webcalUrl} data-feed-subscribe className={button}>
          {labels.subscribe}
        </a>
        <p className="text-sm text-muted">{labels.subscribeHint}</p>
      </section>
      <section aria-labelledby="my-schedule-share" className="flex min-w-0 flex-col gap-3 rounded-card border-2 border-ink bg-surface p-4">
        <h2 id="my-schedule-share" className="card-title">
          {labels.shareTitle}
        </h2>
        <p className="text-sm">{labels.shareIntro}</p>
        <label htmlFor="my-schedule-share-link" className="font-semibold">
          {labels.shareLink}
        </label>
        <input id="my-schedule-share-link" readOnly value={shareUrl} className="w-full min-w-0 rounded-card border-2 border-ink px-2 py-2 font-mono text-sm" />
        <div className="flex flex-wrap gap-2">
          {canShare && (
            <button
              type="button"
              data-native-share
              className={button}
              onClick={() => {
                // A dismissed share sheet rejects: nothing to say.
                navigator.share({ title: labels.title, url: shareUrl }).catch(() => {});
              }}
            >
              {labels.shareNative}
            </button>
          )}
          <button
            type="button"
            className={button}
            onClick={() => {
              void navigator.clipboard?.writeText(shareUrl).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {labels.copy}
          </button>
          <button type="button" aria-expanded={qrShown} aria-controls="my-schedule-qr" className={button} onClick={() => setQrShown(!qrShown)}>
            {labels.showQr}
          </button>
        </div>
        <p role="status" className="text-sm">
          {copied ? labels.copied : ''}
        </p>
        <div id="my-schedule-qr" hidden={!qrShown}>
          {qrShown && <QrCode text={shareUrl} label={labels.qrLabel} />}
        </div>
      </section>
    </div>
  );
}
