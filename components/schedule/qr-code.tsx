'use client';

import { useEffect, useState } from 'react';

/**
 * A QR code drawn on the page from `text` (no outside service): the `qr` package (0-dependency,
 * ~5 KB gzipped) computes the matrix, loaded only when a QR code is first shown, and React draws
 * it as one SVG path so it scales crisply and prints.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [matrix, setMatrix] = useState<{ text: string; rows: boolean[][] } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('qr').then(({ default: encodeQR }) => {
      if (!cancelled) setMatrix({ text, rows: encodeQR(text, 'raw', { ecc: 'medium', border: 0 }) });
    });
    return () => {
      cancelled = true;
    };
  }, [text]);

  if (!matrix || matrix.text !== text) return <div className="size-56 bg-white" aria-hidden="true" />;
  const size = matrix.rows.length;
  // Four modules of quiet zone around the code, as scanners expect.
  const quiet = 4;
  const path = matrix.rows
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-text={text}
      viewBox={`0 0 ${size + 2 * quiet} ${size + 2 * quiet}`}
      className="size-56 bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
