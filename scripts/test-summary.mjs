// Prints the one closing line CI reads — "N passed, N failed" — from the JSON reports of Vitest
// (test-results/unit.json) and the four Playwright runs (test-results/e2e*.json). A missing report counts as a
// failure: the runner did not finish.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

function read(file) {
  if (!existsSync(file)) {
    console.error(`test summary: ${file} is missing (that runner did not finish)`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  if (unit.numFailedTestSuites) failed += unit.numFailedTestSuites - Math.min(unit.numFailedTestSuites, unit.numFailedTests);
}
for (const file of ['test-results/e2e.json', 'test-results/e2e-tag-manager.json', 'test-results/e2e-freshness.json', 'test-results/e2e-cluster.json']) {
  const e2e = read(file);
  if (!e2e) continue;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  for (const error of e2e.errors ?? []) {
    console.error(`playwright: ${error.message?.split('\n')[0]}`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
