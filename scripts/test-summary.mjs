// Sums up the test reports every package wrote (Vitest JSON, Playwright JSON, the bundle budget),
// so the test command ends with one table of counts. Reports restored from the turbo cache count too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sweepCoverage } from './sweep-coverage.mjs';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name)),
);

const rows = [];
let failed = 0;
// Every failed test by name, printed after the table, so the end of a log always says what failed.
const failures = [];
const flaky = [];
const lines = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
/** The first line of a failure, and for a list compared with an expected one the first items received (an axe violation's id and nodes). */
const firstLine = (text) => {
  const all = lines(text);
  const received = all.findIndex((line) => /^Received/.test(line));
  const items = received < 0 ? [] : all.slice(received + 1).filter((line) => /^[+]?\s*"/.test(line)).slice(0, 3);
  return [all[0] ?? '', ...items].map((line) => line.slice(0, 300)).join('\n    ');
};
for (const workspace of workspaces) {
  const file = join(root, workspace, 'reports/vitest.json');
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  rows.push({ suite: `${workspace} (vitest)`, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, total: report.numTotalTests });
  failed += report.numFailedTests;
  for (const result of report.testResults ?? []) {
    // A file that failed outside its tests (a hook, an import) has no failed test to name.
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed')) {
      failures.push(`${String(result.name ?? '').replace(`${root}`, '')}: ${firstLine(result.message)}`);
    }
    for (const test of result.assertionResults ?? []) {
      const file = String(result.name ?? '').replace(`${root}`, '');
      // A test that passed at a retry (CI) keeps the failures of its earlier tries, and the shared
      // setup records the retries in its meta.
      if (test.status === 'passed' && ((test.meta?.retries ?? 0) > 0 || (test.failureMessages ?? []).length > 0)) {
        flaky.push(`${file} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
      }
      if (test.status !== 'failed') continue;
      failures.push(`${file} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

const e2e = join(root, 'e2e/reports/playwright.json');
if (existsSync(e2e)) {
  // One row per kind of end-to-end test, so the sweeps' counts stand apart from the journeys'.
  const kinds = new Map(['sweep', 'fault sweep', 'journeys', 'realtime'].map((kind) => [kind, { passed: 0, failed: 0, skipped: 0, total: 0 }]));
  const kindOf = (file, project) => {
    if (project === 'realtime') return 'realtime';
    if (/(^|\/)fault-sweep\.spec\.ts$/.test(file)) return 'fault sweep';
    if (/(^|\/)sweep\.spec\.ts$/.test(file)) return 'sweep';
    return 'journeys';
  };
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const row = kinds.get(kindOf(spec.file ?? suite.file ?? '', test.projectName));
        row.total += 1;
        if (test.status === 'expected' || test.status === 'flaky') row.passed += 1;
        if (test.status === 'flaky') {
          const first = test.results?.find((result) => result.status !== 'passed');
          flaky.push(`e2e/${spec.file ?? suite.file} [${test.projectName}] > ${spec.title}: ${firstLine(first?.error?.message ?? first?.errors?.[0]?.message)}`);
        }
        else if (test.status === 'unexpected') {
          row.failed += 1;
          const error = test.results?.at(-1)?.error?.message ?? test.results?.at(-1)?.errors?.[0]?.message;
          failures.push(`e2e/${spec.file ?? suite.file} [${test.projectName}] > ${spec.title}: ${firstLine(error)}`);
        }
        else if (test.status === 'skipped') row.skipped += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(e2e, 'utf8')).suites ?? []) visit(suite);
  for (const [kind, row] of kinds) {
    if (row.total === 0) continue;
    rows.push({ suite: `e2e ${kind} (playwright)`, ...row });
    failed += row.failed;
  }
}

const pad = (value, width) => String(value).padEnd(width);
const width = Math.max(...rows.map((row) => row.suite.length), 5) + 2;
console.log('\nTest counts');
console.log(`${pad('suite', width)}${pad('passed', 8)}${pad('failed', 8)}${pad('skipped', 9)}total`);
for (const row of rows) console.log(`${pad(row.suite, width)}${pad(row.passed, 8)}${pad(row.failed, 8)}${pad(row.skipped, 9)}${row.total}`);
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log(`${pad('all', width)}${pad(sum('passed'), 8)}${pad(sum('failed'), 8)}${pad(sum('skipped'), 9)}${sum('total')}`);

const budget = join(root, 'apps/portal/reports/budget.json');
if (existsSync(budget)) {
  const report = JSON.parse(readFileSync(budget, 'utf8'));
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const chart = report.chartScreens?.[0];
  const charts = chart ? `; heaviest chart screen ${kib(chart.bytes)} KiB of ${report.budget.chartScreenKiB} KiB` : '';
  console.log(`\nBundle: login route ${kib(report.loginBytes)} KiB of ${report.budget.loginKiB} KiB; largest lazy chunk ${kib(report.largestLazy.bytes)} KiB of ${report.budget.largestLazyKiB} KiB${charts} (gzip -9)`);
}
const weight = join(root, 'e2e/reports/weight.json');
if (existsSync(weight)) {
  const report = JSON.parse(readFileSync(weight, 'utf8'));
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const pages = Object.values(report).map((page) => `${page.path} ${kib(page.bytes)} KiB of ${page.budgetKiB} KiB`);
  console.log(`Fetched by the browser until the network is idle: ${pages.join('; ')} (gzip -9)`);
}
const coverage = await sweepCoverage();
if (coverage) {
  console.log(`\nSweep coverage (${coverage.routes} routes, ${coverage.kinds} fault classes)`);
  const what = Math.max(...coverage.rows.map((row) => row.what.length)) + 2;
  console.log(`${pad('pairs', what)}${pad('passed', 8)}${pad('met', 8)}expected`);
  for (const row of coverage.rows) console.log(`${pad(row.what, what)}${pad(row.passed, 8)}${pad(row.total, 8)}${row.expected}`);
  if (coverage.problems.length > 0) {
    console.log(`\nMissing from the sweeps (${coverage.problems.length})`);
    for (const problem of coverage.problems.slice(0, 40)) console.log(`- ${problem}`);
    if (coverage.problems.length > 40) console.log(`- … and ${coverage.problems.length - 40} more`);
    process.exitCode = 1;
  }
}
if (flaky.length > 0) {
  console.log(`\nPassed only at the second try (${flaky.length}): look at these before they fail twice`);
  for (const test of flaky) console.log(`- ${test}`);
}
if (failures.length > 0) {
  console.log(`\nFailed tests (${failures.length})`);
  for (const failure of failures) console.log(`- ${failure}`);
}
if (failed > 0) process.exitCode = 1;
