/**
 * Search at scale: the content server restarted with CMS_SCALE content, the site told by its
 * webhook (every content list's tag) and waited for until its index files hold it; then each
 * language's index size (gzip, as served) and sequential `GET /api/search?q=…&lang=en` with a
 * different term each time (the server's search of its held index).
 */
import { gzipSync } from 'node:zlib';
import { ADJECTIVES, NOUNS } from '../cms/seed/scale-words';
import { benchClientHeader } from './servers';
import { percentile } from './stats';
import type { SearchResult } from './types';

/** `count` distinct terms: the generated content's words alone, then adjective + noun pairs. */
export function searchTerms(count: number): string[] {
  const terms: string[] = [];
  const singles = [...ADJECTIVES, ...NOUNS].map((w) => w.toLowerCase());
  for (const word of singles) {
    if (terms.length >= count) return terms;
    terms.push(word);
  }
  for (const adjective of ADJECTIVES) {
    for (const noun of NOUNS) {
      if (terms.length >= count) return terms;
      terms.push(`${adjective} ${noun}`.toLowerCase());
    }
  }
  return terms;
}

let requests = 0;

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    requests += 1;
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000), headers: { [benchClientHeader]: `bench-search-${requests}` } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

const contentTags = ['events', 'artists', 'venues', 'news', 'pages', 'categories'].flatMap((tag) => [`${tag}:en`, `${tag}:fr`]);

/** Has the site rebuild its indexes from the content server's content (at least `minCards` items each). */
async function indexesAtScale(siteUrl: string, revalidateSecret: string, minCards: number): Promise<Record<'en' | 'fr', number>> {
  const webhook = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: contentTags }),
  });
  if (!webhook.ok) throw new Error(`search: the webhook answered ${webhook.status}`);
  const sizes = { en: 0, fr: 0 };
  for (const locale of ['en', 'fr'] as const) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const text = await (await fetch(`${siteUrl}/search-index.${locale}.json`)).text();
      const cards = (JSON.parse(text) as { cards: unknown[] }).cards.length;
      if (cards >= minCards) {
        sizes[locale] = gzipSync(text).length;
        break;
      }
      if (Date.now() > deadline) throw new Error(`search: /search-index.${locale}.json still holds ${cards} items`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return sizes;
}

export async function measureSearch(siteUrl: string, samples: number, scale: number, revalidateSecret: string): Promise<SearchResult> {
  const indexGzipBytes = await indexesAtScale(siteUrl, revalidateSecret, scale);
  const url = (term: string) => `${siteUrl}/api/search?q=${encodeURIComponent(term)}&lang=en`;
  // Warm-up with terms that are not measured: the route's first compile-free run, connections.
  for (const term of ['warm', 'up', 'festival', 'montreal', 'music']) await timedGet(url(term));
  const timings: number[] = [];
  let failures = 0;
  for (const term of searchTerms(samples)) {
    const { ms, status } = await timedGet(url(term));
    timings.push(ms);
    if (status !== 200) failures += 1;
  }
  return {
    scale,
    samples: timings.length,
    p50Ms: percentile(timings, 50) ?? Number.NaN,
    p95Ms: percentile(timings, 95) ?? Number.NaN,
    maxMs: percentile(timings, 100) ?? Number.NaN,
    failures,
    indexGzipBytes,
  };
}
