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
export const colors = {
  /** Text and rules: a warm near-black, the poster's ink. */
  ink: '#15120f',
  /** The page: uncoated poster paper. */
  paper: '#f7f2e8',
  /** Cards and panels, a shade lighter than the page. */
  surface: '#fffdf8',
  /** The festival's red: calls to action, links, the "new date" flag. */
  pop: { DEFAULT: '#c42a1b', dark: '#a8231a' },
  /** The festival's yellow: the hero and highlights, always under ink. */
  sun: '#ffd23f',
  /** Secondary text. */
  muted: '#5b554d',
  /** Hairlines and quiet borders (decorative: never the only cue). */
  line: '#d8d0c2',
  /** Light accents for the festival's sections, cycled in content order; always under ink. */
  tint: {
    lilac: '#c9b8ff',
    mint: '#9fe3c1',
    sky: '#9cc9ff',
    peach: '#ffb38a',
    pink: '#ff9ec4',
    sun: '#ffd23f',
  },
} as const;

/** The section accents in the order they are handed out (the home page's section cards). */
export const tintCycle = ['lilac', 'mint', 'peach', 'sky', 'pink', 'sun'] as const satisfies ReadonlyArray<keyof typeof colors.tint>;

/** The browser UI colour (`<meta name="theme-color">`, a manifest's `theme_color`). */
export const themeColor = colors.ink;
/** A manifest's `background_color`: the page. */
export const backgroundColor = colors.paper;

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
