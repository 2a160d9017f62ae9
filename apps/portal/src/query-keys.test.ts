// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionKeys, systemKeys } from '@portal/api-client';
import { adminKeys } from '@portal/feature-admin';
import { customerKeys } from '@portal/feature-customer';
import { moderatorKeys } from '@portal/feature-moderator';
import { resellerKeys } from '@portal/feature-reseller';
import { setupKeys } from '@portal/feature-setup-wizard';
import { describe, expect, it } from 'vitest';
import { shellKeys } from '#shell/shell-keys.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** Each package that caches queries, with the root every one of its keys starts with. */
const PACKAGES = [
  { name: '@portal/api-client', dir: 'packages/api-client/src', root: sessionKeys.all },
  { name: 'apps/portal', dir: 'apps/portal/src', root: shellKeys.all },
  { name: '@portal/feature-customer', dir: 'packages/feature-customer/src', root: customerKeys.all },
  { name: '@portal/feature-admin', dir: 'packages/feature-admin/src', root: adminKeys.all },
  { name: '@portal/feature-reseller', dir: 'packages/feature-reseller/src', root: resellerKeys.all },
  { name: '@portal/feature-moderator', dir: 'packages/feature-moderator/src', root: moderatorKeys.all },
  { name: '@portal/feature-setup-wizard', dir: 'packages/feature-setup-wizard/src', root: setupKeys.all },
] as const;

function isPrefix(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => key[index] === part);
}

/** A package's sources without its tests, stories and generated code. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function files(dir: string) {
  const base = join(repo, dir);
  return sources(base).map((path) => ({ name: relative(base, path), text: readFileSync(path, 'utf8') }));
}

const CALLS = [
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'queryOptions',
  'infiniteQueryOptions',
  'invalidateQueries',
  'removeQueries',
  'cancelQueries',
  'refetchQueries',
  'resetQueries',
  'setQueryData',
  'getQueryData',
  'setQueriesData',
  'getQueriesData',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
].join('|');

/** A key written out as an array where a factory's key belongs. */
const LITERAL_KEY = new RegExp(`queryKey:\\s*\\[|\\b(?:${CALLS})\\(\\s*\\[`, 'g');

/** `fooKeys = { all: [first, ...` → the factory's name and its first element. */
const FACTORY_ROOT = /\b(\w+Keys)\s*=\s*\{\s*(?:\/\*\*[\s\S]*?\*\/\s*)?all:\s*\[\s*([^,\]]+)/g;

/** The first element of each factory's key, followed through spreads (`...serverKeys.all`) to a literal. */
function factoryRoots(texts: string[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const text of texts) for (const [, name = '', element = ''] of text.matchAll(FACTORY_ROOT)) first.set(name, element.trim());
  const resolve = (name: string, seen: string[] = []): string => {
    const element = first.get(name);
    if (element === undefined || seen.includes(name)) return `<${name}: not a factory of this package>`;
    const spread = /^\.\.\.(\w+Keys)\.all$/.exec(element);
    return spread?.[1] ? resolve(spread[1], [...seen, name]) : element;
  };
  return new Map([...first.keys()].map((name) => [name, resolve(name)]));
}

describe('query keys', () => {
  it('give each package its own root', () => {
    expect(PACKAGES.map((entry) => entry.root)).toEqual([['session'], ['shell'], ['customer'], ['admin'], ['reseller'], ['moderator'], ['wizard']]);
    expect(systemKeys.settings().slice(0, 1)).toEqual(sessionKeys.all);
  });

  it('never let one root be the prefix of another', () => {
    for (const a of PACKAGES) {
      for (const b of PACKAGES) {
        if (a === b) continue;
        expect(isPrefix(a.root, b.root), `${a.name} ${JSON.stringify(a.root)} is a prefix of ${b.name} ${JSON.stringify(b.root)}`).toBe(false);
        expect(String(b.root[0]).startsWith(String(a.root[0])), `${a.name}'s root starts ${b.name}'s`).toBe(false);
      }
    }
  });

  it.each(PACKAGES)('of $name come from its key factories, never an array written at the call', ({ dir }) => {
    const literal = files(dir).flatMap(({ name, text }) => [...text.matchAll(LITERAL_KEY)].map((match) => `${name}: ${match[0]}`));
    expect(literal).toEqual([]);
  });

  it.each(PACKAGES)("of $name start from the package's root in every factory", ({ dir, root }) => {
    const roots = factoryRoots(files(dir).map((file) => file.text));
    expect(roots.size).toBeGreaterThan(0);
    for (const [name, element] of roots) expect(element, name).toBe(`'${String(root[0])}'`);
  });

  it('finds the literal keys and the foreign roots it looks for', () => {
    expect(`useQuery({ queryKey: ['x'] })`.match(LITERAL_KEY)).toHaveLength(1);
    expect(`queryClient.setQueryData(['x'], 1)`.match(LITERAL_KEY)).toHaveLength(1);
    expect(`useQuery({ queryKey: fooKeys.all })`.match(LITERAL_KEY)).toBeNull();
    const roots = factoryRoots([`const aKeys = { all: ['shell'] as const };`, `const bKeys = {\n  /** b */\n  all: [...aKeys.all, 'b'] as const };`, `const cKeys = { all: [...sessionKeys.all] };`]);
    expect(Object.fromEntries(roots)).toEqual({ aKeys: "'shell'", bKeys: "'shell'", cKeys: '<sessionKeys: not a factory of this package>' });
  });
});
