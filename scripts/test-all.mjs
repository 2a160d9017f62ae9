// `pnpm test`: every check and test, in two turbo runs side by side, then one table of counts.
//
// The end-to-end tests spend most of their time waiting on the browser, its timers and the network,
// while lint, typecheck, the unit tests and the Storybook build need the processor. In one turbo
// run the portal's build (and so the end-to-end tests) would start only when most of the other
// tasks were done, one long chain; side by side, the end-to-end chain (build, budget, e2e) starts
// at once and the other tasks run beside it.
import { spawn } from 'node:child_process';

const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

function turbo(name, tasks) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'turbo', 'run', ...tasks, '--concurrency=2', '--continue'], { stdio: 'inherit' });
    child.on('error', () => resolve({ name, code: 1, ms: Date.now() - begin }));
    child.on('exit', (code) => resolve({ name, code: code ?? 1, ms: Date.now() - begin }));
  });
}

function script(name, file) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn('node', [new URL(file, import.meta.url).pathname], { stdio: 'inherit' });
    child.on('error', () => resolve({ name, code: 1, ms: Date.now() - begin }));
    child.on('exit', (code) => resolve({ name, code: code ?? 1, ms: Date.now() - begin }));
  });
}

const runs = await Promise.all([
  script('catalogs (extraction up to date, German complete)', './i18n-check.mjs'),
  turbo('end-to-end chain (build, budget, e2e)', ['budget', 'e2e']),
  turbo('checks (lint, typecheck, unit tests, Storybook)', ['lint', 'typecheck', 'test', 'build-storybook']),
]);

const summary = spawn('node', [new URL('./test-summary.mjs', import.meta.url).pathname], { stdio: 'inherit' });
const summaryCode = await new Promise((resolve) => summary.on('exit', (code) => resolve(code ?? 1)));

console.log('');
for (const run of runs) console.log(`${run.name}: ${minutes(run.ms)}${run.code === 0 ? '' : ` (failed, exit ${run.code})`}`);
console.log(`pnpm test: ${minutes(Date.now() - started)}`);
process.exit(runs.some((run) => run.code !== 0) || summaryCode !== 0 ? 1 : 0);
