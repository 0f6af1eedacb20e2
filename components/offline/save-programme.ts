import type { OfflineProgramme } from '@/features/offline/programme';
import type { Locale } from '@/i18n/locales';
import { type SaveProgress, type SaveResult, savedRecordKey } from './saved-record';

/**
 * "Save for offline", in the browser: asks the site for the programme's pages
 * (/api/offline-programme), has the service worker keep each one (requests marked
 * `x-offline-save`, sent without cookies so a preview session never saves drafts), then loads
 * every image of each page with the page's own `srcset` and `sizes`, so that the browser picks
 * the size this screen uses and the worker keeps exactly that file. The visitor's language
 * goes first; the save stops at the programme's byte budget.
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
function imageChoices(html: string, pageUrl: string): { src: string; srcset: string; sizes: string }[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const seen = new Set<string>();
  const choices: { src: string; srcset: string; sizes: string }[] = [];
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

/** Loads an image as the page would (through the service worker, which keeps it); resolves with the file the browser chose. */
function requestImage(choice: { src: string; srcset: string; sizes: string }): Promise<string> {
  return new Promise((resolve) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img.currentSrc);
    img.onerror = () => resolve(img.currentSrc);
    if (choice.sizes) img.sizes = choice.sizes;
    if (choice.srcset) img.srcset = choice.srcset;
    if (choice.src) img.src = choice.src;
  });
}

/** An image the worker did not keep (a failed or refused fetch is shown, not kept) is asked once more. */
async function loadImage(choice: { src: string; srcset: string; sizes: string }): Promise<void> {
  const chosen = await requestImage(choice);
  if (chosen && !(await caches.match(chosen, { ignoreVary: true }))) await requestImage(choice);
}

export async function saveProgramme(locale: Locale, onProgress: (progress: SaveProgress) => void): Promise<SaveResult> {
  // Ask the browser not to evict the saved programme when the device runs short of space.
  await navigator.storage?.persist?.().catch(() => false);
  const response = await fetch('/api/offline-programme', { credentials: 'omit', cache: 'no-cache' });
  if (!response.ok) throw new Error(`programme list: HTTP ${response.status}`);
  const programme = (await response.json()) as OfflineProgramme;
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
