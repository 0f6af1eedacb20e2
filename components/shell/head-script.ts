import { dialogScript } from '@/components/dialog/dialog-script';
import { clockLibraryScript } from '@/components/schedule/clock-library';
import { captureTapsScript } from '@/components/tap-replay/tap-capture';
import { consentChoiceScript } from '@/features/consent/choice-script';
import { consentModeScript } from '@/features/consent/consent-mode';
import { disclosureScript } from './disclosure-script';
import { headScriptPath } from './head-script-path.mjs';
import { headerScrollScript } from './header-scroll-script';

/**
 * The one script every page runs from its <head>, before the body is parsed and long before
 * React's bundles, as a file of its own (app/shell.js/route.ts): every page's HTML would
 * otherwise carry these ~10 KB twice (the script, and its copy in React's payload), and the file
 * is fetched once, beside the stylesheet, then cached by its version. In this order:
 * - the Consent Mode defaults, and the visitor's stored choice (features/consent/), before any
 *   tag (the tag manager's loader comes after this script: components/tag-manager.tsx);
 * - taps made before the page's scripts run are held, to be replayed (components/tap-replay/);
 * - the cookie banner's Accept All and Reject All work on the first tap (features/consent/);
 * - the native dialogs, popovers and menus get what the platform leaves to the page
 *   (components/dialog/, ./disclosure-script.ts), and the phone header learns the scroll direction;
 * - the festival's clock, which the pages' inline scripts call by name (components/schedule/).
 */
export const headScript = [consentModeScript(), captureTapsScript, consentChoiceScript(), dialogScript(), disclosureScript(), headerScrollScript(), clockLibraryScript()].join(';\n');

/**
 * Its address carries the build (next.config.mjs `env`): the same in the pages and in the route
 * that serves it, whose compiled copies of the text differ in their minified names. A build's
 * file is cached for good; another build's address gets this one's text, briefly.
 */
export const headScriptVersion = process.env.HEAD_SCRIPT_VERSION ?? 'dev';
export const headScriptSrc = `${headScriptPath}?v=${headScriptVersion}`;

/** The element's id, which the tag manager's test finds before its loader. */
export const headScriptId = 'head-script';
