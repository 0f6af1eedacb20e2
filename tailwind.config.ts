import type { Config } from 'tailwindcss';
import { colors, fontSize, radii } from './lib/design-tokens';

/**
 * Tailwind CSS 4 reads its configuration from CSS first; this file turns the design tokens
 * (lib/design-tokens.ts, the one place they are defined) into the theme and is loaded by
 * `@config` in app/globals.css. The two faces are self-hosted by next/font (app/fonts.ts), which
 * sets the CSS variables on <html>, each naming the face and its metric-matched fallbacks.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './routes/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors,
      borderRadius: radii,
      fontSize: fontSize as unknown as NonNullable<Config['theme']>['fontSize'],
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
        /** Headings: a condensed poster face (Anton). */
        display: ['var(--font-display)'],
        /** Labels, dates, buttons, chips, the menu: a grotesque (Space Grotesk bold). */
        label: ['var(--font-label)'],
      },
    },
  },
};

export default config;
