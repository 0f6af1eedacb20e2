/**
 * With CMS_SCALE=2500-sized content (about 5,000 extra posts), searches and slug lookups must stay
 * in the few-milliseconds range: the site's build makes hundreds of these requests.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { buildStoreIndex } from '../../../cms/graphql/store-index';
import { queryData } from '../fixtures/cms/run-query';
import { createScaledStore } from '../fixtures/cms/scaled-store';

const store = createScaledStore(850);
const buildStart = performance.now();
const index = buildStoreIndex(store);
const buildMs = performance.now() - buildStart;
console.log(`index of ${store.posts.length} posts built in ${buildMs.toFixed(0)} ms`);

/**
 * The fastest of 15 runs: the intrinsic cost, robust to other processes sharing the CPU (the
 * median is logged for information).
 */
async function bestMs(query: string, variables?: Record<string, unknown>): Promise<number> {
  await queryData(query, variables, { index }); // warm-up (schema, JIT)
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    await queryData(query, variables, { index });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const [best = Infinity] = times;
  const median = times[Math.floor(times.length / 2)] ?? Infinity;
  console.log(`best ${best.toFixed(2)} ms, median ${median.toFixed(2)} ms: ${query.replace(/\s+/g, ' ').slice(0, 60)}…`);
  return best;
}

const CARD = 'nodes { id slug title uri featuredImage { node { sourceUrl altText } } categories(first: 10) { nodes { slug name } } } pageInfo { hasNextPage endCursor }';

describe('speed at scale', () => {
  it('holds about 5,000 extra posts and indexes them quickly', () => {
    expect(store.posts.length).toBeGreaterThan(5_000);
    expect(buildMs).toBeLessThan(2_000);
  });

  it('answers the four-section search in a few ms', async () => {
    const ms = await bestMs(`query ($s: String!) {
      posts(first: 5, where: { search: $s, language: FR }) { ${CARD} }
      artists(first: 5, where: { search: $s, language: FR }) { ${CARD} }
      pages(first: 5, where: { search: $s, language: FR }) { nodes { id slug title uri } pageInfo { hasNextPage endCursor } }
      events(first: 5, where: { search: $s, language: FR }) { ${CARD} }
    }`, { s: 'lumiere' });
    expect(ms).toBeLessThan(15);
  });

  it('answers a slug lookup in a few ms', async () => {
    const ms = await bestMs('query ($slug: String!) { events(first: 1, where: { name: $slug, language: FR }) { nodes { id title translation(language: EN) { slug } } } }', { slug: 'generated-event-700-fr' });
    expect(ms).toBeLessThan(3);
  });

  it('pages through a whole language with first: 100 quickly', async () => {
    const ms = await bestMs(`{ events(first: 100, after: "${Buffer.from('arrayconnection:12000').toString('base64')}", where: { language: EN }) { ${CARD} } }`);
    expect(ms).toBeLessThan(25);
  });
});
