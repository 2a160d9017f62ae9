/**
 * The bundle budget, measured from the build manifest on every test run:
 * - the login route's JavaScript: the entry, its static imports, and the login screen's own chunk
 *   with its static imports (everything the browser must fetch to show /app/login);
 * - the largest lazy chunk;
 * - each chart screen (metrics, request statistics): its chunk and what it imports beyond the entry,
 *   the charts' code included.
 * Sizes are gzip level 9. The run fails when a figure is above its budget.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = {
  /** KiB of gzipped JavaScript to show the login screen. */
  loginKiB: 150,
  /** KiB of the largest lazily loaded chunk. */
  largestLazyKiB: 100,
  /** KiB that opening one chart screen fetches beyond the entry (its chunk, the charts, their words excluded). */
  chartScreenKiB: 45,
};

/** The screens that draw charts, by their source in the manifest. */
export const CHART_SCREENS = /feature-admin\/src\/(metrics|request-stats)\/.*-screen\.tsx$/;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export interface BudgetReport {
  loginBytes: number;
  loginFiles: string[];
  largestLazy: { file: string; bytes: number };
  entryBytes: number;
  /** Every chart screen with what it fetches beyond the entry, the heaviest first. */
  chartScreens: { src: string; bytes: number }[];
}

export function measure(manifest: Manifest, gzipSize: (file: string) => number, loginSource = 'src/public/login-screen.tsx'): BudgetReport {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const entry = staticClosure(manifest, entryKey);
  const loginKey = Object.keys(manifest).find((key) => manifest[key]?.src === loginSource);
  if (!loginKey) throw new Error(`The login screen (${loginSource}) is not a chunk of its own: it must stay lazy.`);
  const login = staticClosure(manifest, loginKey, new Set(entry));
  const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipSize(file), 0);

  const lazy = Object.keys(manifest).filter((key) => !entry.has(key) && manifest[key]!.file.endsWith('.js'));
  const largestLazy = lazy
    .map((key) => ({ file: manifest[key]!.file, bytes: gzipSize(manifest[key]!.file) }))
    .sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '(none)', bytes: 0 };

  const chartScreens = Object.keys(manifest)
    .filter((key) => CHART_SCREENS.test(manifest[key]!.src ?? ''))
    .map((key) => ({ src: manifest[key]!.src!, bytes: sum(files([...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk)))) }))
    .sort((a, b) => b.bytes - a.bytes);

  const loginFiles = files(login);
  return { loginBytes: sum(loginFiles), loginFiles, largestLazy, entryBytes: sum(files(entry)), chartScreens };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main() {
  const dist = fileURLToPath(new URL('../dist/', import.meta.url));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) cache.set(file, (size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length));
    return size;
  };
  const report = measure(manifest, gzipSize);
  const loginOk = report.loginBytes <= BUDGET.loginKiB * 1024;
  const lazyOk = report.largestLazy.bytes <= BUDGET.largestLazyKiB * 1024;
  const heaviestChart = report.chartScreens[0];
  const chartsOk = !heaviestChart || heaviestChart.bytes <= BUDGET.chartScreenKiB * 1024;

  console.log('Bundle budget (gzip -9)');
  console.log(`  entry and its static imports   ${kib(report.entryBytes)}`);
  console.log(`  login route, all of its JS     ${kib(report.loginBytes)}  (budget ${BUDGET.loginKiB} KiB) ${loginOk ? 'ok' : 'OVER BUDGET'}`);
  for (const file of report.loginFiles) console.log(`    ${file.padEnd(40)} ${kib(gzipSize(file))}`);
  console.log(`  largest lazy chunk             ${kib(report.largestLazy.bytes)}  ${report.largestLazy.file}  (budget ${BUDGET.largestLazyKiB} KiB) ${lazyOk ? 'ok' : 'OVER BUDGET'}`);

  console.log(`  chart screens (beyond the entry), budget ${BUDGET.chartScreenKiB} KiB each ${chartsOk ? 'ok' : 'OVER BUDGET'}`);
  for (const screen of report.chartScreens) console.log(`    ${screen.src.replace(/^.*feature-admin\/src\//, '').padEnd(60)} ${kib(screen.bytes)}`);

  const out = fileURLToPath(new URL('../reports/budget.json', import.meta.url));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ budget: BUDGET, ...report }, null, 2));
  if (!loginOk || !lazyOk || !chartsOk) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
