// Sums up the test reports every package wrote (Vitest JSON, Playwright JSON, the bundle budget),
// so the test command ends with one table of counts. Reports restored from the turbo cache count too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name)),
);

const rows = [];
let failed = 0;
for (const workspace of workspaces) {
  const file = join(root, workspace, 'reports/vitest.json');
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  rows.push({ suite: `${workspace} (vitest)`, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests, total: report.numTotalTests });
  failed += report.numFailedTests;
}

const e2e = join(root, 'e2e/reports/playwright.json');
if (existsSync(e2e)) {
  const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
  const total = stats.expected + stats.unexpected + stats.flaky + stats.skipped;
  rows.push({ suite: 'e2e (playwright)', passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, total });
  failed += stats.unexpected;
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
  console.log(`\nBundle: login route ${kib(report.loginBytes)} KiB of ${report.budget.loginKiB} KiB; largest lazy chunk ${kib(report.largestLazy.bytes)} KiB of ${report.budget.largestLazyKiB} KiB (gzip -9)`);
}
if (failed > 0) process.exitCode = 1;
