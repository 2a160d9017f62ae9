// Plain JavaScript: Plop loads the generators without a TypeScript step.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogConfigFor } from './catalogs.js';
import { AREAS, camel, kebab, nameFromRoute, pascal, routeParams, sampleAddress } from './areas.js';
import { ensureOperations, parseOperations } from './document.js';

const TEMPLATES = new URL('../templates/screen/', import.meta.url).pathname;
const ROUTE_MARKER = '  // pnpm gen screen: routes above this line';
const LAZY_MARKER = '// pnpm gen screen: lazy screens above this line';
const HANDLER_IMPORT_MARKER = '// pnpm gen screen: handler imports above this line';
const HANDLER_MARKER = '  // pnpm gen screen: handlers above this line';
const SWEEP_MARKER = '  // pnpm gen screen: sweep entries above this line';

/** The first path segments of a package's area (its `prefixes` in `src/index.ts`). */
function areaPrefixes(root, pkg) {
  const source = readFileSync(join(root, 'packages', pkg, 'src/index.ts'), 'utf8');
  const list = /prefixes:\s*\[([^\]]*)\]/.exec(source);
  return list ? [...String(list[1]).matchAll(/'([^']+)'/g)].map((found) => String(found[1])) : [];
}

/**
 * `pnpm gen screen`: a screen of a feature area, as every screen is built. It asks for the
 * package, the route, the title and the calls, then writes the route entry, an operation file per
 * call (new calls go into the API document and get a demo handler to fill in), the screen with its
 * loading, empty and error states, its strings, a component test and the sweep entry.
 *
 * @param {import('node-plop').NodePlopAPI} plop
 */
export function registerScreenGenerator(plop) {
  const root = () => plop.getDestBasePath();

  plop.setActionType('design calls', (answers) => {
    const tag = answers.keys.replace(/Keys$/, '');
    const ops = ensureOperations(join(root(), 'packages/api-client/openapi/openapi.yaml'), parseOperations(answers.operations), tag);
    if (ops.some((op) => op.isNew)) execFileSync('pnpm', ['--filter', '@portal/api-client', 'generate'], { cwd: root(), stdio: 'pipe' });
    return `${ops.length} call(s): ${ops.map((op) => `${op.method.toUpperCase()} ${op.path}${op.isNew ? ' (new, in the API document)' : ''}`).join(', ')}`;
  });

  // Only the catalogs that hold the screen's folder: the others cannot gain a message from it.
  plop.setActionType('extract messages', async (answers) => {
    const catalogs = await catalogConfigFor(root(), `packages/${answers.package}/src/${answers.name}`);
    try {
      execFileSync('pnpm', ['exec', 'lingui', 'extract', '--clean', '--config', catalogs.path], { cwd: root(), stdio: 'pipe' });
    } finally {
      catalogs.remove();
    }
    const where = catalogs.paths.map((path) => path.replace('<rootDir>/', '').replace('/{locale}', '')).join(', ');
    return `the screen's messages are in ${where}: write their German in de.po there`;
  });

  plop.setGenerator('screen', {
    description: 'A screen of a feature area: route, calls, states, strings, test and sweep entry',
    prompts: [
      { type: 'list', name: 'package', message: 'Which area?', choices: Object.keys(AREAS) },
      {
        type: 'input',
        name: 'route',
        message: 'Its route below /app (e.g. admin/nodes/:node/reboots):',
        validate: (value, answers = {}) => {
          const route = String(value).replace(/^\/+|\/+$/g, '');
          if (!/^[a-z0-9-]+(\/(:[a-zA-Z]+|[a-z0-9-]+))*$/.test(route)) return 'Lower-case segments and :parameters, separated by /';
          const prefixes = areaPrefixes(root(), answers.package);
          if (!prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return `The ${answers.package} area covers ${prefixes.join(', ')}/…`;
          return true;
        },
        filter: (value) => String(value).replace(/^\/+|\/+$/g, ''),
      },
      { type: 'input', name: 'title', message: 'Its title (the page heading):', validate: (value) => (String(value).trim() ? true : 'A screen has a title') },
      { type: 'input', name: 'name', message: 'Its folder and file name:', default: (answers) => nameFromRoute(answers.route) },
      {
        type: 'input',
        name: 'operations',
        message: 'Its calls (METHOD /api/path, comma-separated; the first GET is what it shows):',
        default: (answers = {}) => `GET /api/${String(answers.route).replace(/:([a-zA-Z]+)/g, '{$1}')}`,
        validate: (value) => {
          try {
            return parseOperations(String(value)).some((op) => op.method === 'get') || 'Name at least one GET call';
          } catch (error) {
            return error instanceof Error ? error.message : String(error);
          }
        },
      },
    ],
    actions: (answers = {}) => {
      const area = AREAS[answers.package];
      Object.assign(answers, area, {
        pascalName: pascal(answers.name),
        camelName: camel(answers.name),
        lowerTitle: answers.title.toLowerCase(),
        routeParams: routeParams(answers.route),
        address: sampleAddress(answers.route),
      });
      // The calls as they will be once designed: the ones the document has, and the new ones.
      const planned = ensureOperations(join(root(), 'packages/api-client/openapi/openapi.yaml'), parseOperations(answers.operations), area.keys.replace(/Keys$/, ''), {
        write: false,
      });
      answers.ops = planned.map((op) => ({
        ...op,
        isGet: op.method === 'get',
        upperMethod: op.method.toUpperCase(),
        pascalId: pascal(kebab(op.operationId)),
        camelId: camel(kebab(op.operationId)),
        file: kebab(op.operationId),
        pathGlob: op.path.replace(/\{\w+\}/g, '*'),
      }));
      answers.main = answers.ops.find((op) => op.isGet);
      const folder = `packages/${answers.package}/src/${answers.name}`;
      const fresh = answers.ops.filter((op) => op.isNew);
      const actions = [
        { type: 'design calls' },
        ...answers.ops.map((op) => ({
          type: 'add',
          path: `${folder}/api/${op.file}.ts`,
          templateFile: `${TEMPLATES}${op.isGet ? 'query' : 'mutation'}.ts.hbs`,
          data: { ...op, keys: area.keys, name: answers.name },
        })),
        { type: 'add', path: `${folder}/${answers.name}.messages.ts`, templateFile: `${TEMPLATES}messages.ts.hbs` },
        { type: 'add', path: `${folder}/${answers.name}-screen.tsx`, templateFile: `${TEMPLATES}screen.tsx.hbs` },
        { type: 'add', path: `${folder}/${answers.name}-screen.test.tsx`, templateFile: `${TEMPLATES}screen.test.tsx.hbs` },
        ...(fresh.length
          ? [
              { type: 'add', path: `packages/demo-backend/src/handlers/${answers.name}.ts`, templateFile: `${TEMPLATES}handlers.ts.hbs` },
              {
                type: 'modify',
                path: 'packages/demo-backend/src/handlers/index.ts',
                pattern: HANDLER_IMPORT_MARKER,
                template: `import { {{camelName}}Handlers } from './{{name}}.ts';\n${HANDLER_IMPORT_MARKER}`,
              },
              {
                type: 'modify',
                path: 'packages/demo-backend/src/handlers/index.ts',
                pattern: HANDLER_MARKER,
                template: `  ...{{camelName}}Handlers,\n${HANDLER_MARKER}`,
              },
            ]
          : []),
        {
          type: 'modify',
          path: `packages/${answers.package}/src/routes.tsx`,
          pattern: LAZY_MARKER,
          template: `const {{pascalName}}Screen = lazy(() => import('./{{name}}/{{name}}-screen.tsx'));\n${LAZY_MARKER}`,
        },
        {
          type: 'modify',
          path: `packages/${answers.package}/src/routes.tsx`,
          pattern: ROUTE_MARKER,
          template: `  { path: '{{route}}', handle: {{handle}}(msg\`{{title}}\`), element: <{{pascalName}}Screen /> },\n${ROUTE_MARKER}`,
        },
        {
          type: 'modify',
          path: 'e2e/tests/sweep-routes.ts',
          pattern: SWEEP_MARKER,
          template: `  { path: '{{address}}', role: '{{sweepRole}}', ready: '{{title}}' },\n${SWEEP_MARKER}`,
        },
        { type: 'extract messages' },
      ];
      return actions;
    },
  });
}

/** Whether a package's routes carry the markers the generator writes at. */
export function hasMarkers(root, pkg) {
  const routes = join(root, 'packages', pkg, 'src/routes.tsx');
  return existsSync(routes) && readFileSync(routes, 'utf8').includes(ROUTE_MARKER.trim());
}

export const MARKERS = { ROUTE_MARKER, LAZY_MARKER, HANDLER_IMPORT_MARKER, HANDLER_MARKER, SWEEP_MARKER };
