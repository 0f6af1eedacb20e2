// @ts-check
/**
 * The files of a `next build` the site's own server reads (server/start.mjs), and the environment
 * variable through which Next's standalone `server.js` hands its configuration over. None is a
 * documented interface; tests/e2e/next-internals.spec.ts checks each against the built site.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Next's standalone server reads its resolved configuration from this variable instead of next.config. */
export const standaloneConfigVariable = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** @param {string} dir the app's folder @param {string} file under `.next/` */
function readBuildJson(dir, file) {
  return JSON.parse(readFileSync(path.join(dir, '.next', file), 'utf8'));
}

/**
 * The resolved configuration Next wrote into the build (`.next/required-server-files.json`,
 * `config`): what a standalone build runs with, next.config.mjs not being loaded there (its
 * imports are not traced).
 * @param {string} dir
 * @returns {Record<string, unknown>}
 */
export function readStandaloneConfig(dir) {
  const { config } = readBuildJson(dir, 'required-server-files.json');
  if (!config || typeof config !== 'object') throw new Error("Next's .next/required-server-files.json no longer has `config`");
  return config;
}

/**
 * Hands that configuration to Next as its standalone `server.js` does, unless already set.
 * @param {string} dir
 */
export function adoptStandaloneConfig(dir) {
  if (!process.env[standaloneConfigVariable]) process.env[standaloneConfigVariable] = JSON.stringify(readStandaloneConfig(dir));
}

/**
 * The `next.config` headers of every path (`/:path*`, no condition) as the build fixed them, from
 * `.next/routes-manifest.json` (`headers[].source/headers`); null when the build has none with a
 * Content-Security-Policy.
 * @param {string} dir
 * @returns {Array<{ key: string, value: string }> | null}
 */
export function readBuildHeadersOfEveryPath(dir) {
  try {
    const manifest = readBuildJson(dir, 'routes-manifest.json');
    const rule = manifest.headers?.find((/** @type {{ source: string, has?: unknown }} */ r) => r.source === '/:path*' && !r.has);
    if (rule?.headers?.some((/** @type {{ key: string }} */ h) => h.key === 'Content-Security-Policy')) return rule.headers;
  } catch {
    // No build manifest.
  }
  return null;
}

/**
 * The build's preview id (`.next/prerender-manifest.json`, `preview.previewModeId`): a real Draft
 * Mode cookie holds it.
 * @param {string} dir
 * @returns {string | null}
 */
export function readPreviewModeId(dir) {
  try {
    return readBuildJson(dir, 'prerender-manifest.json').preview?.previewModeId ?? null;
  } catch {
    return null;
  }
}

/**
 * The build id (`.next/BUILD_ID`), from the server's dist folder (`.next/server`), as Next hands
 * it to a cache handler (`serverDistDir`).
 * @param {string} serverDistDir
 */
export function readBuildIdBeside(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}
