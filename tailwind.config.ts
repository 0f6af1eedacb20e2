import type { Config } from 'tailwindcss';

/**
 * Tailwind CSS 4 reads its configuration from CSS first; this file holds the design tokens the
 * design card asks for and is loaded by `@config` in app/globals.css. Colours are chosen for
 * WCAG AA contrast on their backgrounds.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: '#141414',
        paper: '#fbfaf7',
        accent: { DEFAULT: '#b3261e', dark: '#8c1d18' },
        muted: '#5c5c5c',
        line: '#d9d6cf',
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
};

export default config;
