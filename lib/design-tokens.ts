/**
 * THE design tokens: every colour, radius and type size of the site's identity, in one file.
 * The Tailwind theme (tailwind.config.ts) is built from it, so components use the names
 * (`bg-sun`, `text-pop`, `rounded-card`) and never a raw value; anything outside CSS (a web app
 * manifest's theme colour, an Open Graph image) reads the same values from here.
 *
 * Contrast (WCAG AA, measured): ink on paper 16.7:1, on surface 18:1, on sun 12.9:1, on every
 * tint ≥ 9.7:1; muted on paper 6.6:1; pop on paper 5.1:1 (links); surface on pop 5.6:1 (buttons);
 * pop on sun 3.9:1, so pop on sun is for display type (≥ 24 px) only.
 */
import { colors } from './palette.mjs';

/** The colours live in ./palette.mjs (plain JavaScript, for the build steps that draw the app's icons). */
export { backgroundColor, colors, themeColor } from './palette.mjs';

/** The section accents in the order they are handed out (the home page's section cards). */
export const tintCycle = ['lilac', 'mint', 'peach', 'sky', 'pink', 'sun'] as const satisfies ReadonlyArray<keyof typeof colors.tint>;

export const radii = {
  /** Cards, panels, images. */
  card: '0.375rem',
  /** Buttons and chips are pills. */
  pill: '9999px',
} as const;

/**
 * The type scale: fluid display sizes for headings in the display face (clamped between a
 * 390 px phone and a 1280 px desktop), fixed sizes for the rest.
 */
export const fontSize = {
  /** The festival's name in the home page's hero. */
  'display-hero': ['clamp(4.25rem, 17vw, 11rem)', { lineHeight: '0.86', letterSpacing: '-0.01em' }],
  /** A page's h1. */
  'display-1': ['clamp(2.75rem, 8vw, 4.75rem)', { lineHeight: '0.95' }],
  /** Section headings. */
  'display-2': ['clamp(2rem, 5vw, 3rem)', { lineHeight: '1' }],
  /** Card titles and small headings in the display face. */
  'display-3': ['clamp(1.375rem, 2.6vw, 1.75rem)', { lineHeight: '1.05' }],
} as const;
