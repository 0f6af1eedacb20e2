// @ts-check
/** Where the head script is served (./head-script.ts, app/shell.js/route.ts); the service worker precaches it. */
export const headScriptPath = '/shell.js';
