// A bounded load test of a running site (not part of `npm test`):
//   node scripts/load-test.mjs [--url http://localhost:3000] [--requests 10000] [--concurrency 50]
// Requests cycle over every page type of both languages (from the sitemap) and the search
// route. Loopback targets only; a fixed number of requests; it stops by itself. Exit code 1 if
// any request failed (network error or status >= 500, or a 4xx on a page the sitemap lists).
import { performance } from 'node:perf_hooks';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []),
);
const base = new URL(args.url ?? 'http://localhost:3000');
const total = Math.min(Number(args.requests ?? 10_000), 100_000);
const concurrency = Math.min(Number(args.concurrency ?? 50), 200);

if (!['localhost', '127.0.0.1', '[::1]'].includes(base.hostname) && !base.hostname.startsWith('127.')) {
  console.error(`load-test: refusing ${base.origin}: loopback targets only`);
  process.exit(2);
}

const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const terms = ['music', 'film', 'jazz', 'night', 'festival', 'atelier', 'musique', 'art'];
const searches = terms.map((q, i) => `/api/search?q=${encodeURIComponent(q)}&lang=${i % 2 ? 'fr' : 'en'}`);
const targets = [...pages, ...searches];
if (pages.length === 0) {
  console.error('load-test: the sitemap lists no page');
  process.exit(2);
}

const latencies = [];
const failures = new Map();
let next = 0;

async function worker() {
  while (next < total) {
    const path = targets[next++ % targets.length];
    const started = performance.now();
    try {
      const response = await fetch(new URL(path, base));
      await response.arrayBuffer();
      if (response.status >= 400) failures.set(`${response.status} ${path}`, (failures.get(`${response.status} ${path}`) ?? 0) + 1);
    } catch (error) {
      failures.set(`${error.cause?.code ?? error.message} ${path}`, (failures.get(`${error.cause?.code ?? error.message} ${path}`) ?? 0) + 1);
    }
    latencies.push(performance.now() - started);
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
const errors = [...failures.values()].reduce((a, b) => a + b, 0);
console.log(`${latencies.length} requests over ${targets.length} URLs (${pages.length} pages + ${searches.length} searches), concurrency ${concurrency}, ${seconds.toFixed(1)} s, ${(latencies.length / seconds).toFixed(0)} req/s`);
console.log(`latency ms: p50 ${pct(50)}  p90 ${pct(90)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${latencies.at(-1).toFixed(1)}`);
console.log(`errors: ${errors}`);
for (const [what, count] of failures) console.log(`  ${count} × ${what}`);
process.exit(errors > 0 ? 1 : 0);
