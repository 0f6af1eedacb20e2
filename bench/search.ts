/** Search latency: sequential `GET /api/search?q=…&lang=en` with a different term each time. */
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

export async function measureSearch(siteUrl: string, samples: number, scale: number): Promise<SearchResult> {
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
  };
}
