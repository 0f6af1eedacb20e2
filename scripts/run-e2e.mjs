// Runs the five Playwright configurations one after another, each even when an earlier one
// failed (each needs a build of its own, so they cannot share a process), prints one line per run
// and exits non-zero when any failed. The JSON reports feed scripts/test-summary.mjs.
import { spawnSync } from 'node:child_process';

const runs = [
  { name: 'default', args: [] },
  { name: 'tag-manager', args: ['-c', 'tests/e2e/tag-manager.config.ts'] },
  { name: 'freshness', args: ['-c', 'tests/e2e/freshness.config.ts'] },
  { name: 'cluster', args: ['-c', 'tests/e2e/cluster.config.ts'] },
  { name: 'scale', args: ['-c', 'tests/e2e/scale.config.ts'] },
];

const only = process.argv.slice(2);
const results = [];
for (const run of runs.filter((r) => only.length === 0 || only.includes(r.name))) {
  const started = Date.now();
  const { status, signal } = spawnSync('npx', ['playwright', 'test', ...run.args], { stdio: 'inherit' });
  results.push({ name: run.name, ok: status === 0, detail: signal ?? `exit ${status}`, seconds: Math.round((Date.now() - started) / 1000) });
}
for (const r of results) console.log(`e2e ${r.name}: ${r.ok ? 'passed' : `FAILED (${r.detail})`} in ${r.seconds} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
