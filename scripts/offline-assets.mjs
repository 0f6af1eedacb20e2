// @ts-check
/**
 * The build step of the offline site, run by `next build` after it has compiled the app
 * (next.config.mjs `compiler.runAfterProductionCompile`), so it runs however the site is built
 * (`npm run build`, the benchmark's `next build`, the Dockerfile):
 *
 * - the app icons, drawn with sharp from the one source image into `public/icons/`;
 * - the service worker, bundled with esbuild from `service-worker/index.ts` into `public/sw.js`,
 *   with the app shell's precache list (every file of `.next/static`: the CSS, the JS islands,
 *   fonts and media, all named by content hash) and the build's id as its version.
 *
 * A file rather than a route handler (as @serwist/turbopack does) because with a shared cache
 * handler (REDIS_URL) Next renders route handlers again on an instance's first request, which
 * would need esbuild and the sources at run time; a file in `public/` is the same on every
 * instance of one build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { headScriptPath } from '../components/shell/head-script-path.mjs';
import { appColors, appIcons, iconDirectory, iconSource, serviceWorkerPath } from '../features/offline/app-identity.mjs';

/** @param {string} dir @returns {string[]} paths relative to dir, with forward slashes */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The build id: Next writes `.next/BUILD_ID` only after this step, but the compiler has already
 * emitted `.next/static/<build id>/` (its build manifest). A build without one falls back to a
 * hash of the static files' names, which are content hashes.
 * @param {string} staticDir
 */
export function findBuildVersion(staticDir) {
  const folders = existsSync(staticDir)
    ? readdirSync(staticDir, { withFileTypes: true }).filter((d) => d.isDirectory() && !['chunks', 'media', 'css'].includes(d.name))
    : [];
  const withManifest = folders.find((d) => existsSync(path.join(staticDir, d.name, '_buildManifest.js')));
  if (withManifest) return withManifest.name;
  return createHash('sha256').update(listFiles(staticDir).join('\n')).digest('hex').slice(0, 16);
}

/**
 * The app shell: every compiled asset (JS islands, CSS, fonts, media), revision-free because its
 * name is its content hash. The build manifest folder belongs to the Pages Router, unused here.
 * @param {string} staticDir
 * @param {string} buildVersion
 */
export function staticPrecacheEntries(staticDir, buildVersion) {
  return listFiles(staticDir)
    .filter((file) => !file.startsWith(`${buildVersion}/`) && !file.endsWith('.map'))
    .map((file) => ({ url: `/_next/static/${file}`, revision: null }));
}

/** @param {string} projectDir */
async function writeIcons(projectDir) {
  const { default: sharp } = await import('sharp');
  const source = readFileSync(path.join(projectDir, iconSource));
  const outDir = path.join(projectDir, 'public', iconDirectory);
  mkdirSync(outDir, { recursive: true });
  for (const icon of appIcons) {
    const out = path.join(outDir, icon.file);
    if (icon.purpose === 'any') {
      await sharp(source, { density: 1200 }).resize(icon.size, icon.size).png().toFile(out);
      continue;
    }
    // Maskable and Apple icons are opaque squares: the logo at 80% on the theme colour, so a
    // launcher's circle or rounded square never cuts into it.
    const inner = Math.round(icon.size * 0.8);
    const logo = await sharp(source, { density: 1200 }).resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: appColors.theme } })
      .composite([{ input: logo, gravity: 'center' }])
      .flatten({ background: appColors.theme })
      .png()
      .toFile(out);
  }
}

/**
 * @param {{ projectDir: string, distDir: string, version?: string }} options
 * @returns {Promise<{ version: string, entries: number, bytes: number }>}
 */
export async function buildServiceWorker({ projectDir, distDir, version }) {
  const { build } = await import('esbuild');
  const staticDir = path.join(distDir, 'static');
  const buildVersion = version ?? findBuildVersion(staticDir);
  const shell = staticPrecacheEntries(staticDir, buildVersion);
  const publicEntries = [...appIcons.map((icon) => `/${iconDirectory}/${icon.file}`), '/placeholder.svg', '/social-icons.svg', '/favicon.ico', headScriptPath].map((url) => ({
    url,
    revision: buildVersion,
  }));
  const precache = [...shell, ...publicEntries];
  const bytes = shell.reduce((sum, { url }) => sum + statSync(path.join(staticDir, url.slice('/_next/static/'.length))).size, 0);
  await build({
    entryPoints: [path.join(projectDir, 'service-worker/index.ts')],
    outfile: path.join(projectDir, 'public', serviceWorkerPath.slice(1)),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    tsconfig: path.join(projectDir, 'tsconfig.json'),
    define: {
      'self.__SW_MANIFEST': JSON.stringify(precache),
      __OFFLINE_VERSION__: JSON.stringify(buildVersion),
      __IMAGE_CDN_ORIGIN__: JSON.stringify(imageCdnOrigin()),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  return { version: buildVersion, entries: precache.length, bytes };
}

/** The image CDN the site's images come from (lib/media-url.ts): the worker caches its images too. */
function imageCdnOrigin() {
  try {
    return new URL(process.env.IMAGE_CDN_ORIGIN ?? 'http://127.0.0.1:4000').origin;
  } catch {
    return '';
  }
}

/** @param {{ projectDir: string, distDir: string }} metadata */
export async function buildOfflineAssets({ projectDir, distDir }) {
  await writeIcons(projectDir);
  const worker = await buildServiceWorker({ projectDir, distDir });
  console.log(
    `Offline: icons in public/${iconDirectory}/, service worker ${serviceWorkerPath} (version ${worker.version}, ` +
      `${worker.entries} precached files, app shell ${(worker.bytes / 1024).toFixed(0)} KB)`,
  );
}

// `node scripts/offline-assets.mjs [--version <id>]`: the service worker again (e.g. to try an update by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--version');
  const projectDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  buildServiceWorker({ projectDir, distDir: path.join(projectDir, '.next'), version: at > 0 ? process.argv[at + 1] : undefined }).then(
    (worker) => console.log(`service worker version ${worker.version}, ${worker.entries} precached files`),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
