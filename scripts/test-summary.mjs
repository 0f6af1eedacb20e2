// Prints the one closing line CI reads — "N passed, N failed" — from the JSON reports of Vitest
// (test-results/unit.json), the five Playwright runs (test-results/e2e*.json) and the WordPress
// plugin's PHP tests (test-results/wordpress.json, from wordpress/tests/run.sh). A missing
// report counts as a failure: the runner did not finish. Above that line it names each failed
// test with its first error line, because CI keeps only the tail of a run's output (on stdout,
// as that line is, so that they stay in order).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;

function firstLine(text) {
  // Playwright's messages carry terminal colour codes.
  return String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
}

/** Each Playwright test whose final outcome was a failure, as "file:line › title [project]: error". */
function playwrightFailures(suites, titles = null) {
  const lines = [];
  for (const suite of suites ?? []) {
    // The outermost suites are the spec files, already named by spec.file.
    const path = titles === null ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const title = [...path, spec.title].filter(Boolean).join(' › ');
        lines.push(`${spec.file}:${spec.line} › ${title} [${test.projectName}]: ${firstLine(last?.error?.message)}`);
      }
    }
    lines.push(...playwrightFailures(suite.suites, path));
  }
  return lines;
}

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
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') console.log(`failed: ${relative(process.cwd(), file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) console.log(`failed: ${relative(process.cwd(), file.name)}: ${firstLine(file.message)}`);
  }
}
for (const file of ['test-results/e2e.json', 'test-results/e2e-tag-manager.json', 'test-results/e2e-freshness.json', 'test-results/e2e-cluster.json', 'test-results/e2e-scale.json']) {
  const e2e = read(file);
  if (!e2e) continue;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  for (const line of playwrightFailures(e2e.suites)) console.log(`failed: ${line}`);
  for (const error of e2e.errors ?? []) {
    console.log(`playwright: ${error.message?.split('\n')[0]}`);
    failed += 1;
  }
}
const wordpress = read('test-results/wordpress.json');
if (wordpress) {
  passed += wordpress.passed;
  failed += wordpress.failed;
  skipped += wordpress.skipped;
  for (const failure of wordpress.failures) console.log(`failed: ${failure.name}: ${failure.message}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
