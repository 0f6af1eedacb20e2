// Runs before `next build`: a build against an unreachable content server would fail deep in
// Next's output (or, worse, with a half-empty site), so say it first, in one line.
const endpoint = process.env.CMS_GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql/';

try {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'BuildCheck', query: 'query BuildCheck { __typename }' }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status >= 300) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  if (!body?.data) throw new Error('no data in the response');
} catch (error) {
  const reason = error?.cause?.code ?? error?.cause?.errors?.[0]?.code ?? error?.cause?.message ?? error?.message ?? String(error);
  console.error(`Build stopped: content server unreachable at ${endpoint} (${reason}). Start it with \`npm run cms\` or set CMS_GRAPHQL_URL.`);
  process.exit(1);
}
