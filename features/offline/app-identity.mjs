// @ts-check
/**
 * The installed app's identity, in one place for the web app manifests, the page metadata
 * (theme colour, Apple touch icon) and the build step that draws the icons
 * (scripts/offline-assets.mjs). Plain JavaScript because that build step runs from
 * next.config.mjs.
 */
import { backgroundColor, themeColor } from '../../lib/palette.mjs';

/**
 * The design tokens' theme and page colours: the browser's toolbar and task-switcher colour, and
 * the splash screen behind the icon.
 */
export const appColors = /** @type {const} */ ({ theme: themeColor, background: backgroundColor });

/** The one source image every icon is drawn from (it is also the favicon). */
export const iconSource = 'app/icon.svg';

/** Under `public/`, written at build and not committed. */
export const iconDirectory = 'icons';

/**
 * `any`: the logo as it is. `maskable`: the logo inside the safe zone (the middle 80%) of a
 * full-bleed theme-coloured square, which launchers cut into their own shape. `apple`: the
 * home-screen icon iOS reads from `<link rel="apple-touch-icon">` (opaque, 180 px).
 * @type {readonly { file: string, size: number, purpose: 'any' | 'maskable' | 'apple' }[]}
 */
export const appIcons = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/** @param {string} file */
export function iconPath(file) {
  return `/${iconDirectory}/${file}`;
}

/** Where the service worker is served (scope `/`: the whole site, both languages). */
export const serviceWorkerPath = '/sw.js';
