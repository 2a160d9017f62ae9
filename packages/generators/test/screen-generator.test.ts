// @vitest-environment node
/**
 * Runs `pnpm gen screen` in a copy of the repository, as a developer would, and holds the result to
 * the project's own checks: the area's type-check, lint and the new screen's test, the API
 * document's and the demo backend's consistency, and the fault sweep of the new route (with its
 * accessibility and layout judgement in both themes and at both widths).
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodePlop from 'node-plop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each step runs whole packages' checks (the admin area's type-check and lint, a production build)
// while the rest of the test command shares the same two cores: the limits allow for that.
const repository = fileURLToPath(new URL('../../..', import.meta.url));
const copy = mkdtempSync(join(tmpdir(), 'portal-gen-'));
const answers = {
  package: 'feature-admin',
  route: 'admin/nodes/:node/backups',
  title: 'Node backups',
  name: 'node-backups',
  operations: 'GET /api/admin/nodes/{node}/backups, POST /api/admin/nodes/{node}/backups',
};

function run(command: string, args: string[], options: ExecFileSyncOptions = {}): string {
  return execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CI: 'true' }, ...options }) as string;
}

beforeAll(async () => {
  // The repository as it is now (committed or not), without what builds and installs make.
  const files = run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repository }).split('\0').filter(Boolean);
  for (const file of files) {
    const source = join(repository, file);
    if (!existsSync(source)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(source, join(copy, file));
  }
  run('pnpm', ['install', '--offline', '--frozen-lockfile']);
  const plop = await nodePlop(join(copy, 'packages/generators/plopfile.js'), { destBasePath: copy, force: false });
  const result = await plop.getGenerator('screen').runActions(answers);
  expect(result.failures).toEqual([]);
}, 600_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('pnpm gen screen', () => {
  it('writes the route, the calls, the screen with its strings and test, the demo handlers and the sweep entry', () => {
    const folder = join(copy, 'packages/feature-admin/src/node-backups');
    for (const file of ['node-backups-screen.tsx', 'node-backups-screen.test.tsx', 'node-backups.messages.ts', 'api/get-admin-nodes-backups.ts', 'api/post-admin-nodes-backups.ts']) {
      expect(existsSync(join(folder, file)), file).toBe(true);
    }
    expect(readFileSync(join(copy, 'packages/feature-admin/src/routes.tsx'), 'utf8')).toContain(
      "{ path: 'admin/nodes/:node/backups', handle: admin(msg`Node backups`), element: <NodeBackupsScreen /> },",
    );
    expect(readFileSync(join(copy, 'packages/api-client/openapi/openapi.yaml'), 'utf8')).toContain('operationId: getAdminNodesBackups');
    expect(readFileSync(join(copy, 'packages/demo-backend/src/handlers/index.ts'), 'utf8')).toContain('...nodeBackupsHandlers,');
    expect(readFileSync(join(copy, 'e2e/tests/sweep-routes.ts'), 'utf8')).toContain("{ path: '/app/admin/nodes/1/backups', role: 'admin', ready: 'Node backups' },");
  });

  it("puts the screen's words in its package's catalogs, where a translator writes their German", () => {
    const catalog = join(copy, 'packages/feature-admin/src/locales/de.po');
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
    run('node', ['scripts/i18n-check.mjs']);
  }, 120_000);

  it('makes a screen that passes the type-check, the lint and its own test', () => {
    run('pnpm', ['--filter', '@portal/feature-admin', 'typecheck']);
    run('pnpm', ['--filter', '@portal/feature-admin', 'lint']);
    const output = run('pnpm', ['--filter', '@portal/feature-admin', 'exec', 'vitest', 'run', 'src/node-backups'], { env: { ...process.env, VITEST_NO_REPORT: '1' } });
    expect(output).toMatch(/Tests\s+.*2 passed/);
  }, 900_000);

  it('keeps the API document, the client and the demo backend in step', () => {
    run('pnpm', ['--filter', '@portal/api-client', 'exec', 'vitest', 'run', 'scripts'], { env: { ...process.env, VITEST_NO_REPORT: '1' } });
    run('pnpm', ['--filter', '@portal/demo-backend', 'typecheck']);
    run('pnpm', ['--filter', '@portal/demo-backend', 'exec', 'vitest', 'run', 'test/contract.test.ts'], { env: { ...process.env, VITEST_NO_REPORT: '1' } });
    run('pnpm', ['--filter', '@portal/e2e', 'typecheck']);
  }, 600_000);

  it('makes a screen that passes the fault sweep, with the accessibility and layout judgement', () => {
    const dist = join(copy, 'apps/portal/gen-dist');
    run('pnpm', ['--filter', '@portal/portal', 'exec', 'vite', 'build', '--outDir', dist]);
    const output = run('pnpm', ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', 'tests/fault-sweep.spec.ts', '--grep', '/app/admin/nodes/1/backups as admin', '--reporter', 'line'], {
      env: { ...process.env, PORTAL_DIST: dist, E2E_PORT: '4391' },
    });
    expect(output).toMatch(/\d+ passed/);
    expect(output).not.toMatch(/failed/);
  }, 900_000);
});
