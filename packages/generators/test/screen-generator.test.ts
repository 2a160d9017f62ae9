// @vitest-environment node
/**
 * Runs `pnpm gen screen` in a copy of the repository, as a developer would, and holds what it wrote
 * and edited to the project's own checks, each narrowed to those files: the type-check (of those
 * files and of the files that import them, their other imports read for what they declare), the
 * lint, the new screen's test, the catalogs' check, the consistency of the API document, the
 * generated client and the demo backend, and the portal's route × fault-class matrix for the new
 * route. The browser's sweeps visit the route from the sweep list it joined, once it is committed;
 * every file it did not touch is checked by its own package's tasks.
 *
 * The copy leaves the repository untouched while others read it. It shares the repository's
 * installed packages through links rather than an install of its own.
 */
import { execFile, execFileSync, type ExecFileOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodePlop from 'node-plop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../..', import.meta.url));
/** The copy of the repository the generator runs in (made before the tests). */
let copy = '';
const answers = {
  package: 'feature-admin',
  route: 'admin/nodes/:node/backups',
  title: 'Node backups',
  name: 'node-backups',
  operations: 'GET /api/admin/nodes/{node}/backups, POST /api/admin/nodes/{node}/backups',
};
const address = '/app/admin/nodes/1/backups';
const area = `packages/${answers.package}`;

/**
 * The portal's route × fault-class matrix, when it has one: its test files, and whether its module
 * defines a file of it for chosen routes (`defineFaultMatrix`).
 */
const portalTests = join(repository, 'apps/portal/test');
const matrixFiles = existsSync(portalTests) ? readdirSync(portalTests).filter((name) => /^fault-matrix.*\.test\.tsx$/.test(name)) : [];
const matrixModule = join(portalTests, 'fault-matrix.tsx');
const matrix = existsSync(matrixModule) && readFileSync(matrixModule, 'utf8').includes('export function defineFaultMatrix') ? 'define' : matrixFiles.length > 0 ? 'files' : null;

/** What each file of the copy held before the generator ran. */
const before = new Map<string, string>();
/** The files the generator wrote or changed, relative to the copy's root. */
let changed: string[] = [];

const digest = (content: Buffer) => createHash('sha1').update(content).digest('hex');

/** Runs a command in the copy; a failure carries the command's output. */
function run(command: string, args: string[], options: ExecFileOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options, env: { ...process.env, CI: 'true', VITEST_NO_REPORT: '1', ...options.env } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed:\n${String(stdout).slice(-8000)}\n${String(stderr).slice(-8000)}`));
        else resolve(String(stdout));
      },
    );
  });
}

/** A tool of the copy's installed packages, run by its own entry file: no package manager in between. */
const node = (tool: string, args: string[], options: ExecFileOptions = {}) => run(process.execPath, [join(copy, tool), ...args], options);
const vitest = (pkg: string, args: string[], options: ExecFileOptions = {}) =>
  node(`${pkg}/node_modules/vitest/vitest.mjs`, ['run', ...args], { cwd: join(copy, pkg), ...options });

/**
 * Makes a `node_modules` folder of the copy again from the repository's, with the same links.
 * pnpm's links are relative, so in the copy a workspace package leads to the copy's own
 * (`@portal/api-client` → `../../../api-client`) and every other package through the store
 * (`node_modules/.pnpm`), which is linked whole. Caches (`.vite`, `.cache`) stay out, so that the
 * copy's tools keep their own.
 */
function linkInstalled(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory() && entry.name.startsWith('@')) linkInstalled(source, target);
    else if (!entry.name.startsWith('.') || entry.name === '.bin' || entry.name === '.pnpm') symlinkSync(source, target);
  }
}

/** Every file of the copy outside `node_modules`, relative to its root. */
function filesOf(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(join(copy, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') filesOf(path, found);
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** The package a file belongs to: `packages/feature-admin/src/x.ts` → `packages/feature-admin`. */
const packageOf = (file: string) => (file.startsWith('e2e/') ? 'e2e' : file.split('/').slice(0, 2).join('/'));

/** The options of a package's type-check (its tsconfig.json, which none writes with comments). */
const compilerOptionsOf = (pkg: string) => (JSON.parse(readFileSync(join(copy, pkg, 'tsconfig.json'), 'utf8')) as { compilerOptions?: unknown }).compilerOptions;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'portal-gen-'));
  // The repository as it is now (committed or not), without what builds and installs make.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repository, encoding: 'utf8' }).split('\0').filter(Boolean);
  const dirs = new Set<string>();
  for (const file of files) {
    const source = join(repository, file);
    if (!existsSync(source)) continue;
    const content = readFileSync(source);
    const dir = dirname(file);
    if (!dirs.has(dir)) mkdirSync(join(copy, dir), { recursive: true });
    dirs.add(dir);
    writeFileSync(join(copy, file), content);
    before.set(file, digest(content));
  }
  for (const file of files.filter((name) => name === 'package.json' || name.endsWith('/package.json'))) {
    const installed = join(repository, dirname(file), 'node_modules');
    if (existsSync(installed)) linkInstalled(installed, join(copy, dirname(file), 'node_modules'));
  }

  const plop = await nodePlop(join(copy, 'packages/generators/plopfile.js'), { destBasePath: copy, force: false });
  const result = await plop.getGenerator('screen').runActions(answers);
  expect(result.failures).toEqual([]);
  changed = filesOf('').filter((file) => before.get(file) !== digest(readFileSync(join(copy, file))));
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('pnpm gen screen', () => {
  it('writes the route, the calls, the screen with its strings and test, the demo handlers and the sweep entry, and nothing else', () => {
    const folder = `${area}/src/node-backups`;
    expect(changed.filter((file) => !file.startsWith('packages/api-client/src/generated/')).sort()).toEqual(
      [
        'e2e/tests/sweep-routes.ts',
        'packages/api-client/openapi/openapi.yaml',
        'packages/demo-backend/src/handlers/index.ts',
        'packages/demo-backend/src/handlers/node-backups.ts',
        `${area}/src/locales/de.po`,
        `${area}/src/locales/en.po`,
        `${area}/src/routes.tsx`,
        ...['api/get-admin-nodes-backups.ts', 'api/post-admin-nodes-backups.ts', 'node-backups-screen.test.tsx', 'node-backups-screen.tsx', 'node-backups.messages.ts'].map((file) => `${folder}/${file}`),
      ].sort(),
    );
    // The client's types and a validator for each new call, regenerated from the document.
    expect(changed).toEqual(expect.arrayContaining(['packages/api-client/src/generated/schema.ts']));
    expect(changed.filter((file) => file.startsWith('packages/api-client/src/generated/validators/')).length).toBeGreaterThan(0);

    expect(readFileSync(join(copy, `${area}/src/routes.tsx`), 'utf8')).toContain(
      "{ path: 'admin/nodes/:node/backups', handle: admin(msg`Node backups`), element: <NodeBackupsScreen /> },",
    );
    expect(readFileSync(join(copy, 'packages/api-client/openapi/openapi.yaml'), 'utf8')).toContain('operationId: getAdminNodesBackups');
    expect(readFileSync(join(copy, 'packages/demo-backend/src/handlers/index.ts'), 'utf8')).toContain('...nodeBackupsHandlers,');
    expect(readFileSync(join(copy, 'e2e/tests/sweep-routes.ts'), 'utf8')).toContain(`{ path: '${address}', role: 'admin', ready: 'Node backups' },`);
  });

  it("puts the screen's words in its package's catalogs, where a translator writes their German", async () => {
    const catalog = join(copy, `${area}/src/locales/de.po`);
    const german: Record<string, string> = {
      'Node backups': 'Node-Sicherungen',
      'What this screen is for, in a sentence.': 'Wofür dieser Bildschirm da ist, in einem Satz.',
      'Loading node backups': 'Node-Sicherungen werden geladen',
      'Node backups could not be loaded': 'Die Node-Sicherungen konnten nicht geladen werden',
      'Nothing here yet': 'Hier ist noch nichts',
      'When there is something to show, it is listed here.': 'Sobald es etwas zu zeigen gibt, steht es hier.',
    };
    let text = readFileSync(catalog, 'utf8');
    for (const [english, translation] of Object.entries(german)) {
      expect(text).toContain(`msgid "${english}"`);
      text = text.replace(`msgid "${english}"\nmsgstr ""`, `msgid "${english}"\nmsgstr "${translation}"`);
    }
    writeFileSync(catalog, text);
    // The catalogs' check of the test command, on the catalogs the generator changed: their Lingui
    // config stands in for the whole one while it runs (nothing else runs meanwhile).
    const catalogs = [...new Set(changed.filter((file) => file.endsWith('.po')).map((file) => `<rootDir>/${dirname(file)}/{locale}`))];
    const config = join(copy, 'lingui.config.js');
    const whole = readFileSync(config);
    writeFileSync(join(copy, 'lingui.whole.config.js'), whole);
    writeFileSync(config, `import base from './lingui.whole.config.js';\nexport default { ...base, catalogs: base.catalogs.filter((catalog) => ${JSON.stringify(catalogs)}.includes(catalog.path)) };\n`);
    try {
      await run(process.execPath, ['scripts/i18n-check.mjs']);
    } finally {
      writeFileSync(config, whole);
      rmSync(join(copy, 'lingui.whole.config.js'));
    }
  });

  // Each check runs in a process of its own, side by side with the others.
  describe.concurrent('holds what it wrote to the checks of the test command', () => {
    it('type-checks the files it wrote and edited, and those that import them', async ({ expect }) => {
      const code = changed.filter((file) => /\.tsx?$/.test(file));
      const workspace = code.filter((file) => packageOf(file) !== 'e2e');
      // The workspace's packages share their compiler options, so one program checks their files.
      for (const pkg of new Set(workspace.map(packageOf))) expect(compilerOptionsOf(pkg), pkg).toEqual(compilerOptionsOf(area));
      await Promise.all([
        node('packages/generators/test/check-types.mjs', [area, ...workspace]),
        node('packages/generators/test/check-types.mjs', ['e2e', ...code.filter((file) => packageOf(file) === 'e2e')]),
      ]);
    });

    it('lints the files it wrote and edited', async () => {
      await node('node_modules/eslint/bin/eslint.js', ['--max-warnings=0', '--no-warn-ignored', ...changed.filter((file) => /\.tsx?$/.test(file))]);
    });

    it('makes a screen that passes its own test', async ({ expect }) => {
      const output = await vitest(area, ['src/node-backups']);
      expect(output).toMatch(/Tests\s+.*2 passed/);
    });

    it('keeps the API document, the client and the demo backend in step', async () => {
      await Promise.all([vitest('packages/api-client', ['scripts']), vitest('packages/demo-backend', ['test/contract.test.ts'])]);
    });

    // The route × fault-class matrix is the portal's; until the portal has it, this step waits for it.
    it.skipIf(!matrix)('makes a route that holds under every fault class, through the whole portal', async ({ expect }) => {
      const report = join(copy, 'fault-matrix.json');
      const args = ['-t', `${address} as admin`, '--reporter=json', `--outputFile=${report}`];
      if (matrix === 'define') {
        // A file of the matrix for the new route alone.
        writeFileSync(
          join(copy, 'apps/portal/test/generated-route.test.tsx'),
          `import { defineFaultMatrix } from './fault-matrix.tsx';\n\ndefineFaultMatrix((route) => route.path === ${JSON.stringify(address)});\n`,
        );
        await vitest('apps/portal', ['test/generated-route.test.tsx', ...args]);
      } else {
        await vitest('apps/portal', [...matrixFiles.map((file) => `test/${file}`), '--passWithNoTests', ...args], { env: { FAULT_MATRIX_ROUTE: address } });
      }
      const results = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] }).testResults.flatMap(
        (file) => file.assertionResults,
      );
      const route = results.filter((test) => test.fullName.includes(`${address} as admin`));
      expect(route.length).toBeGreaterThan(0);
      expect(route.filter((test) => test.status !== 'passed')).toEqual([]);
    });
  });
});
