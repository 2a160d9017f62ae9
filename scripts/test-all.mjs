// `pnpm test`: every check and test, in stages that take the machine in turn, then one table of
// counts and one of each stage's wall and processor time.
//
// Two cores are the budget. Each stage keeps both busy with its own jobs (two turbo tasks at a
// time; two browser workers in the last stage alone), and no stage runs beside another, so the
// browser tests never wait on a compiler. `PORTAL_TEST_WORKERS` reaches the packages' Vitest runs,
// for the configurations that read it (every package's, through the shared one).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/**
 * Processor time the whole machine spent busy (user, nice, system, interrupts, steal), in
 * milliseconds: the first line of /proc/stat. The stages run one at a time, so the difference across
 * a stage is that stage's cost. The processes a stage waited for (`cutime` of /proc/self/stat) would
 * miss most of the browser's: Chromium's renderers are not reaped by the test workers, and the
 * browser stage's figure came out at a third of the machine's. Zero where /proc is not there.
 */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is inside user already)
    const busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + (ticks[7] ?? 0);
    return (busy * 1000) / 100;
  } catch {
    return 0;
  }
}

const cores = availableParallelism();
// Two package runs of Vitest at a time, each with as many workers as there are cores: a component
// test spends much of its time waiting (for a lazily loaded screen, a fake server's answer, a
// polling `waitFor`), and a worker's waits leave its core to the others. On two cores the unit
// stage took 522 s this way, against 574 s with one worker for each package but the portal.
const env = { ...process.env, PORTAL_TEST_WORKERS: process.env.PORTAL_TEST_WORKERS ?? String(cores) };

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const turbo = (...tasks) => ['pnpm', ['exec', 'turbo', 'run', ...tasks, `--concurrency=${Math.max(2, cores)}`, '--continue']];
const node = (file) => ['node', [new URL(file, import.meta.url).pathname]];

/** The workspace's packages that have a `test` script. */
function packagesWithTests() {
  const root = new URL('..', import.meta.url);
  return ['apps', 'packages'].flatMap((dir) => {
    const folder = new URL(`${dir}/`, root);
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/package.json`, folder)))
      .map((entry) => JSON.parse(readFileSync(new URL(`${entry.name}/package.json`, folder), 'utf8')))
      .filter((manifest) => manifest.scripts?.test)
      .map((manifest) => manifest.name);
  });
}

/**
 * The longest package runs, longest first (a clean clone of the repository on two cores: the
 * portal's 206 s with its route-level fault matrix, the admin area's 177 s, the customer area's
 * 84 s, the generator's 81 s, the demo backend's 55 s): the others follow them, so that the stage
 * does not end on a long run alone on the machine, as it did when the portal came last.
 */
const LONGEST_TESTS = ['@portal/portal', '@portal/feature-admin', '@portal/feature-customer', '@portal/generators', '@portal/demo-backend'];

/**
 * Every package's unit tests, longest first, `slots` at a time: one turbo run per package (its
 * cache and its dependencies' order as before), taken from the queue as a slot frees.
 */
function testQueue(slots) {
  const names = packagesWithTests();
  const order = [...LONGEST_TESTS.filter((name) => names.includes(name)), ...names.filter((name) => !LONGEST_TESTS.includes(name)).sort()];
  return [
    'queue',
    async () => {
      const codes = [];
      const next = async () => {
        const name = order.shift();
        if (!name) return;
        codes.push(await run('pnpm', ['exec', 'turbo', 'run', 'test', `--filter=${name}`, '--continue', '--output-logs=full']));
        return next();
      };
      await Promise.all(Array.from({ length: slots }, next));
      return codes.find((code) => code !== 0) ?? 0;
    },
  ];
}

/** The stages in order; each runs its jobs side by side, and the next starts when they are done. */
const STAGES = [
  { name: 'static checks (catalogs, lint, typecheck)', jobs: [node('./i18n-check.mjs'), turbo('lint', 'typecheck')] },
  { name: 'builds (portal, bundle budget, Storybook)', jobs: [turbo('build', 'budget', 'build-storybook')] },
  { name: 'unit and component tests (Vitest)', jobs: [testQueue(2)] },
  { name: 'browser tests (Playwright)', jobs: [turbo('e2e')] },
];

const results = [];
for (const stage of STAGES) {
  const begin = Date.now();
  const cpuBefore = machineBusyMs();
  const codes = await Promise.all(stage.jobs.map(([command, args]) => (command === 'queue' ? args() : run(command, args))));
  results.push({ name: stage.name, code: codes.find((code) => code !== 0) ?? 0, ms: Date.now() - begin, cpu: machineBusyMs() - cpuBefore });
}

const summary = spawn('node', [new URL('./test-summary.mjs', import.meta.url).pathname], { stdio: 'inherit' });
const summaryCode = await new Promise((resolve) => summary.on('exit', (code) => resolve(code ?? 1)));

const width = Math.max(...results.map((result) => result.name.length)) + 2;
console.log(`\nStages (${cores} cores)`);
console.log(`${'stage'.padEnd(width)}${'wall'.padEnd(10)}${'processor'.padEnd(12)}cores used`);
for (const result of results) {
  const used = result.ms > 0 ? (result.cpu / result.ms).toFixed(2) : '—';
  console.log(`${result.name.padEnd(width)}${seconds(result.ms).padEnd(10)}${seconds(result.cpu).padEnd(12)}${used}${result.code === 0 ? '' : `  (failed, exit ${result.code})`}`);
}
const totalCpu = results.reduce((sum, result) => sum + result.cpu, 0);
console.log(`${'all'.padEnd(width)}${seconds(Date.now() - started).padEnd(10)}${seconds(totalCpu).padEnd(12)}${(totalCpu / (Date.now() - started)).toFixed(2)}`);
console.log(`pnpm test: ${minutes(Date.now() - started)}`);
process.exit(results.some((result) => result.code !== 0) || summaryCode !== 0 ? 1 : 0);
