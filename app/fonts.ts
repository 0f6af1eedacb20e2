import localFont from 'next/font/local';

/**
 * The site's two faces, self-hosted from npm (@fontsource: no third-party request, which the CSP
 * and the consent promise forbid). One file each, the Latin subset (Basic Latin, Latin-1 with
 * every French accent, œ, €, typographic quotes and dashes): 18.6 KB and 12.8 KB of woff2, the
 * only font files a page loads. next/font preloads them and declares a fallback face (local
 * Arial with size-adjust and ascent/descent overrides computed from each font's metrics), so
 * the text laid out before the font arrives takes the same room: no layout shift on swap.
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource/anton/files/anton-latin-400-normal.woff2',
  weight: '400',
  style: 'normal',
  display: 'swap',
  variable: '--font-display',
  adjustFontFallback: 'Arial',
});

export const labelFont = localFont({
  src: '../node_modules/@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2',
  weight: '700',
  style: 'normal',
  display: 'swap',
  variable: '--font-label',
  adjustFontFallback: 'Arial',
});
