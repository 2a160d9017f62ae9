// Counts what the sweeps covered against the route list: route × fault-class pairs at route level
// (the Vitest matrix's test meta) and in the browser (the fault sweep's annotations), and route ×
// variant pairs of the clean visit. A pair that is missing fails the test command, so a route that
// leaves the list of one level, or a class that stops meeting an area, does not go unnoticed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;

/** The routes of `e2e/tests/sweep-routes.ts` and the fault classes of the demo backend, from the modules themselves. */
async function sources() {
  const [{ SWEEP_ROUTES }, { FAULT_KINDS }] = await Promise.all([
    tsImport('../e2e/tests/sweep-routes.ts', import.meta.url),
    tsImport('../packages/demo-backend/src/faults/registry.ts', import.meta.url),
  ]);
  return {
    routes: SWEEP_ROUTES.map(({ path, role }) => ({ path, role, name: `${path} as ${role}` })),
    kinds: [...FAULT_KINDS],
  };
}

const VARIANTS = ['light desktop en', 'dark phone en-XA', 'dark desktop de'];

function areaOf(role) {
  if (role === 'guest') return 'public';
  if (role === 'admin' || role === 'moderator') return role;
  if (role === 'reseller' || role === 'reseller-node') return 'reseller';
  return 'customer';
}

/** Every Vitest report of the workspace. */
function vitestReports() {
  const files = [join(root, 'reports/vitest.json')];
  for (const dir of ['apps', 'packages']) {
    if (!existsSync(join(root, dir))) continue;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) files.push(join(root, dir, entry.name, 'reports/vitest.json'));
    }
  }
  return files.filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The coverage rows and the problems found. `null` when neither level's report is there (a run
 * that did not reach the sweeps has nothing to count).
 */
export async function sweepCoverage() {
  const { routes, kinds } = await sources();
  const problems = [];

  // Route level: each matrix test's meta says which classes it met and how each went.
  const matrix = new Map();
  for (const report of vitestReports()) {
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        const meta = test.meta?.faultMatrix;
        if (meta) matrix.set(`${meta.route} as ${meta.role}`, { ...meta, status: test.status });
      }
    }
  }

  // Browser: the fault sweep's annotations, per route.
  const browser = new Map();
  const startUp = new Map();
  const playwright = join(root, 'e2e/reports/playwright.json');
  if (existsSync(playwright)) {
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (!/(^|\/)fault-sweep\.spec\.ts$/.test(spec.file ?? suite.file ?? '')) continue;
        for (const test of spec.tests ?? []) {
          const passed = test.status === 'expected' || test.status === 'flaky';
          const result = test.results?.at(-1);
          const annotations = [...(test.annotations ?? []), ...(result?.annotations ?? [])];
          const of = (type) => [...new Set(annotations.filter((annotation) => annotation.type === type).map((annotation) => annotation.description))];
          if (of('start-up fault class').length > 0) {
            startUp.set(spec.title, { kinds: of('start-up fault class'), passed });
            continue;
          }
          // A test sweeps a few routes; each annotation names its route (`route | what`).
          for (const type of ['fault class', 'sweep variant']) {
            for (const description of of(type)) {
              const cut = description.lastIndexOf(' | ');
              const route = cut < 0 ? spec.title : description.slice(0, cut);
              const value = cut < 0 ? description : description.slice(cut + 3);
              if (!browser.has(route)) browser.set(route, { kinds: [], variants: [], passed: true });
              const entry = browser.get(route);
              entry.passed &&= passed;
              (type === 'fault class' ? entry.kinds : entry.variants).push(value);
            }
          }
        }
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of JSON.parse(readFileSync(playwright, 'utf8')).suites ?? []) visit(suite);
  }
  if (matrix.size === 0 && browser.size === 0) return null;

  let routeLevelPairs = 0;
  let routeLevelPassed = 0;
  let browserPairs = 0;
  let browserPassed = 0;
  let variantPairs = 0;
  let variantPassed = 0;
  const areaKinds = new Map();
  for (const route of routes) {
    const atRouteLevel = matrix.get(route.name);
    if (!atRouteLevel) problems.push(`${route.name}: not in the route-level fault matrix`);
    for (const kind of kinds) {
      const outcome = atRouteLevel?.kinds?.[kind];
      if (!atRouteLevel) continue;
      if (!outcome) problems.push(`${route.name}: the route-level matrix did not meet ${kind}`);
      else {
        routeLevelPairs += 1;
        if (outcome === 'passed') routeLevelPassed += 1;
      }
    }
    const inBrowser = browser.get(route.name);
    if (!inBrowser) {
      problems.push(`${route.name}: not in the browser's fault sweep`);
      continue;
    }
    for (const variant of VARIANTS) {
      if (!inBrowser.variants.includes(variant)) problems.push(`${route.name}: the browser's clean visit was not judged as ${variant}`);
      else {
        variantPairs += 1;
        if (inBrowser.passed) variantPassed += 1;
      }
    }
    if (inBrowser.kinds.length === 0) problems.push(`${route.name}: met no fault class in the browser`);
    const area = areaOf(route.role);
    if (!areaKinds.has(area)) areaKinds.set(area, new Set());
    for (const kind of inBrowser.kinds) {
      areaKinds.get(area).add(kind);
      browserPairs += 1;
      if (inBrowser.passed) browserPassed += 1;
    }
  }
  for (const [area, met] of areaKinds) {
    for (const kind of kinds) if (!met.has(kind)) problems.push(`the ${area} area met no route under ${kind} in the browser`);
  }
  const roles = [...new Set(routes.map((route) => route.role))];
  let startUpPairs = 0;
  let startUpPassed = 0;
  for (const role of roles) {
    const entry = [...startUp].find(([title]) => title.startsWith(`as ${role}, at `))?.[1];
    for (const kind of kinds) {
      if (!entry?.kinds.includes(kind)) problems.push(`the shell's start-up as ${role} did not meet ${kind} in the browser`);
      else {
        startUpPairs += 1;
        if (entry.passed) startUpPassed += 1;
      }
    }
  }

  const rows = [
    { what: 'route × fault class, route level (Vitest)', passed: routeLevelPassed, total: routeLevelPairs, expected: routes.length * kinds.length },
    { what: 'route × fault class, browser (rotating)', passed: browserPassed, total: browserPairs, expected: routes.length },
    { what: 'route × variant, browser', passed: variantPassed, total: variantPairs, expected: routes.length * VARIANTS.length },
    { what: 'role × fault class, shell start-up, browser', passed: startUpPassed, total: startUpPairs, expected: roles.length * kinds.length },
  ];
  return { rows, problems, routes: routes.length, kinds: kinds.length };
}
