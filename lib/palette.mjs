// @ts-check
/**
 * The design tokens' colours (lib/design-tokens.ts explains them and their contrast), in plain
 * JavaScript so that build steps run from next.config.mjs (the web app's icons and manifest) read
 * the same values as the Tailwind theme.
 */
export const colors = /** @type {const} */ ({
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
});

/** The browser UI colour (`<meta name="theme-color">`, a manifest's `theme_color`). */
export const themeColor = colors.ink;
/** A manifest's `background_color`: the page. */
export const backgroundColor = colors.paper;
