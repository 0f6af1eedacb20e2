import type { OfflineProgramme } from '@/features/offline/programme';
import { searchIndexPath } from '@/features/search/search-index-path';
import type { Locale } from '@/i18n/locales';
import { type SaveProgress, type SaveResult, savedRecordKey } from './saved-record';

/**
 * "Save for offline", in the browser: asks the site for the programme's pages
 * (/api/offline-programme), has the service worker keep each one (requests marked
 * `x-offline-save`, sent without cookies so a preview session never saves drafts), then loads,
 * for every image of each page, the file this screen picks from the page's own `srcset` and
 * `sizes`, so that the worker keeps exactly that file. The visitor's language goes first; the
 * save stops at the programme's byte budget. The search index of the visitor's language is kept
 * first of all, so the search panel can search the saved programme offline.
 */

const concurrency = 3;

async function mapLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  async function worker() {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  }
  await Promise.all(Array.from({ length: limit }, worker));
}

/** One `<img>`'s choice of files: what the browser needs to pick the same one again. */
interface ImageChoice {
  src: string;
  srcset: string;
  sizes: string;
}

function imageChoices(html: string, pageUrl: string): ImageChoice[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const seen = new Set<string>();
  const choices: ImageChoice[] = [];
  for (const img of Array.from(doc.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ? new URL(img.getAttribute('src')!, pageUrl).href : '';
    const srcset = img.getAttribute('srcset') ?? '';
    const sizes = img.getAttribute('sizes') ?? '';
    const key = `${src}|${srcset}|${sizes}`;
    if ((!src && !srcset) || seen.has(key)) continue;
    seen.add(key);
    choices.push({ src, srcset, sizes });
  }
  return choices;
}

/** A `srcset`'s candidates: each file and its descriptor (`384w`, `2x`). */
function srcsetCandidates(srcset: string): { url: string; descriptor: string }[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url, descriptor]) => ({ url: url!, descriptor: descriptor ?? '1x' }));
}

const standInImage = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'], { type: 'image/svg+xml' });

/**
 * The file this screen's page picks for an image when it opens with nothing in memory, as it
 * does offline. Asking the browser with the real files is not enough: Chromium prefers a larger
 * candidate it already holds in memory (an event's poster seen big on its page), and the card
 * opened offline then asks for the smaller one, which was never kept. So the browser picks among
 * stand-ins it has never loaded (blob URLs, same descriptors, same `sizes`), and the pick maps
 * back to the real file.
 */
async function fileThePagePicks(choice: ImageChoice): Promise<string> {
  const candidates = srcsetCandidates(choice.srcset);
  if (candidates.length === 0) return choice.src;
  const standIns = candidates.map(() => URL.createObjectURL(standInImage));
  try {
    const img = new Image();
    const settled = new Promise((resolve) => {
      img.onload = resolve;
      img.onerror = resolve;
    });
    if (choice.sizes) img.sizes = choice.sizes;
    img.srcset = candidates.map((candidate, index) => `${standIns[index]} ${candidate.descriptor}`).join(', ');
    await settled;
    const picked = standIns.indexOf(img.currentSrc);
    return picked >= 0 ? candidates[picked]!.url : choice.src;
  } finally {
    standIns.forEach((url) => URL.revokeObjectURL(url));
  }
}

/** Loads one file as an image (through the service worker, which keeps it). */
function requestImage(url: string): Promise<void> {
  return new Promise((resolve) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve();
    img.onerror = () => resolve();
    img.src = url;
  });
}

/** An image the worker did not keep (a failed or refused fetch is shown, not kept) is asked once more. */
async function loadImage(choice: ImageChoice): Promise<void> {
  const file = await fileThePagePicks(choice);
  if (!file) return;
  await requestImage(file);
  if (!(await caches.match(file, { ignoreVary: true }))) await requestImage(file);
}

export async function saveProgramme(locale: Locale, onProgress: (progress: SaveProgress) => void): Promise<SaveResult> {
  // Ask the browser not to evict the saved programme when the device runs short of space.
  await navigator.storage?.persist?.().catch(() => false);
  const response = await fetch('/api/offline-programme', { credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) throw new Error(`programme list: HTTP ${response.status}`);
  const programme = (await response.json()) as OfflineProgramme;
  const index = await fetch(searchIndexPath(locale), { credentials: 'omit', cache: 'no-cache', headers: { 'x-offline-save': '1' } }).catch(() => null);
  await index?.arrayBuffer();
  const ordered = [locale, ...Object.keys(programme.paths).filter((other) => other !== locale)] as Locale[];
  const paths = ordered.flatMap((language) => programme.paths[language] ?? []);
  const total = paths.length;
  let done = 0;
  let saved = 0;
  let overBudget = 0;
  let pageBytes = 0;
  const imagesSeen = new Set<string>();
  onProgress({ done, total });
  await mapLimited(paths, concurrency, async (path) => {
    if (pageBytes < programme.budgetBytes) {
      try {
        const page = await fetch(path, { credentials: 'omit', cache: 'no-cache', headers: { 'x-offline-save': '1' } });
        const html = await page.text();
        const stored = Number(page.headers.get('x-offline-stored-bytes'));
        if (page.ok && stored > 0) {
          saved += 1;
          pageBytes += stored;
          const fresh = imageChoices(html, page.url).filter((choice) => {
            const key = `${choice.src}|${choice.srcset}|${choice.sizes}`;
            return imagesSeen.has(key) ? false : (imagesSeen.add(key), true);
          });
          await Promise.all(fresh.map(loadImage));
        }
      } catch {
        // Counted as missing below.
      }
    } else {
      overBudget += 1;
    }
    done += 1;
    onProgress({ done, total });
  });
  const usageBytes = (await navigator.storage?.estimate?.())?.usage ?? null;
  const result: SaveResult = { pages: saved, missing: total - saved - overBudget, overBudget, pageBytes, usageBytes, at: new Date().toISOString() };
  try {
    localStorage.setItem(savedRecordKey, JSON.stringify(result));
  } catch {
    // Private browsing without storage: the pages are kept all the same.
  }
  return result;
}
