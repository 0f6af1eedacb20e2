import localFont from 'next/font/local';

/**
 * The site's two faces, self-hosted from npm (@fontsource: no third-party request, which the CSP
 * and the consent promise forbid). One file each, the Latin subset (Basic Latin, Latin-1 with
 * every French accent, œ, €, typographic quotes and dashes): 18.6 KB and 12.8 KB of woff2, the
 * only font files a page loads. next/font preloads them, so they are there before the first
 * paint on any usual connection, and declares a fallback face (local Arial with size-adjust and
 * ascent/descent overrides computed from each font's metrics).
 *
 * `display: 'optional'`, not 'swap': a font that is not there within the first ~100 ms is not
 * swapped in later on that page (the next page has it from the cache). A swap moves text whenever
 * the fallback's widths differ, and they do wherever Arial is missing (Android, Linux: the
 * metric overrides then apply to nothing): measured, the menu and the cookie banner's buttons
 * moved sideways on 1 home page load in 15 (CLS 0.0024) with 'swap'.
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'optional',
  variable: '--font-display',
  adjustFontFallback: 'Arial',
});

export const labelFont = localFont({
  src: '../node_modules/@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'optional',
  variable: '--font-label',
  adjustFontFallback: 'Arial',
});
