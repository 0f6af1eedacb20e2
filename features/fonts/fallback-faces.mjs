// Metric-matched fallback faces for the identity's two fonts, one per common system sans-serif,
// so that text set in a fallback takes the room the identity face will take: the same line height
// (ascent, descent, line gap) and, scaled by size-adjust, the same average width. The identity
// faces are then swapped in whenever they arrive (font-display: swap) without moving the layout.
//
// next/font's own `adjustFontFallback` declares ONE fallback, `local("Arial")`, which matches
// nothing where Arial is not installed (Linux, Android, ChromeOS), and matches widths on
// lower-case text while the site sets both faces in capitals (the condensed display face is half
// as wide as Arial there). Here each fallback lists Arial's metric-compatible twins (Liberation
// Sans, Arimo) too, Android's Roboto gets a family of its own, and widths are matched on capitals.
//
// Every figure is read from font files: the identity faces' (@fontsource/anton, space-grotesk)
// and the system faces' (@fontsource/arimo, metric-compatible with Arial by design, and
// @fontsource/roboto), with fontkit. `node features/fonts/fallback-faces.mjs` prints the
// stylesheet that app/font-fallbacks.css holds; a unit test fails when the two differ.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * The system faces a fallback may land on: the local names of their regular and bold faces, and
 * the file their widths are measured from. Each is a family of its own ("Display Fallback",
 * "Display Fallback Roboto"): in a font-family list, a family none of whose local() sources
 * exists is skipped, while faces of ONE family with the same descriptors would leave only the last.
 */
export const systemFaces = [
  {
    familySuffix: '',
    regular: { names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'], file: '@fontsource/arimo/files/arimo-latin-400-normal.woff2' },
    bold: { names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'], file: '@fontsource/arimo/files/arimo-latin-700-normal.woff2' },
  },
  {
    familySuffix: ' Roboto',
    regular: { names: ['Roboto', 'Roboto-Regular'], file: '@fontsource/roboto/files/roboto-latin-400-normal.woff2' },
    bold: { names: ['Roboto Bold', 'Roboto-Bold'], file: '@fontsource/roboto/files/roboto-latin-700-normal.woff2' },
  },
];

/** The identity faces: their file, whether they are used bold, and their fallbacks' family. */
export const identityFaces = [
  { family: 'Display Fallback', file: '@fontsource/anton/files/anton-latin-400-normal.woff2', bold: false },
  { family: 'Label Fallback', file: '@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2', bold: true },
];

// Letters weighted toward the frequent ones in English and French, and spaces (next/font's
// sample), in capitals: both faces are set upper-case in headings, the menu, chips and buttons.
const averageSample = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '.toUpperCase();

function percent(value) {
  return `${(Math.abs(value) * 100).toFixed(2)}%`;
}

function openFont(file) {
  return fontkit.create(readFileSync(require.resolve(file)));
}

/** The average advance of the sample, in ems. */
export function averageWidth(font) {
  const glyphs = font.glyphsForString(averageSample);
  return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / glyphs.length / font.unitsPerEm;
}

/** The override figures that make a system face take the room of an identity face. */
export function fallbackMetrics(identity, system) {
  const sizeAdjust = averageWidth(identity) / averageWidth(system);
  const scaled = identity.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(identity.ascent / scaled),
    descentOverride: percent(identity.descent / scaled),
    lineGapOverride: percent(identity.lineGap / scaled),
  };
}

/** The stylesheet of every fallback face, as app/font-fallbacks.css holds it. */
export function fallbackStylesheet() {
  const rules = [];
  for (const face of identityFaces) {
    const identity = openFont(face.file);
    for (const system of systemFaces) {
      const weight = face.bold ? system.bold : system.regular;
      const figures = fallbackMetrics(identity, openFont(weight.file));
      rules.push(
        [
          '@font-face {',
          `  font-family: "${face.family}${system.familySuffix}";`,
          `  src: ${weight.names.map((name) => `local("${name}")`).join(', ')};`,
          `  font-weight: ${face.bold ? 700 : 400};`,
          `  size-adjust: ${figures.sizeAdjust};`,
          `  ascent-override: ${figures.ascentOverride};`,
          `  descent-override: ${figures.descentOverride};`,
          `  line-gap-override: ${figures.lineGapOverride};`,
          '}',
        ].join('\n'),
      );
    }
  }
  return `/* Generated by \`node features/fonts/fallback-faces.mjs\` (see that file): do not edit. */\n${rules.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  process.stdout.write(fallbackStylesheet());
}
