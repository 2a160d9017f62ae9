// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customerKeys, plexAccountKeys, serverKeys } from './keys.ts';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The package's sources, test helpers included, without the tests themselves. */
function sources(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources().map((path) => ({ name: relative(src, path), text: readFileSync(path, 'utf8') }));

/** `GET /api/customer/servers` → the files that call it. */
function callers(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  for (const { name, text } of files) {
    for (const [, method = '', path = ''] of text.matchAll(/\bapi\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
      const operation = `${method.toUpperCase()} ${path}`;
      const list = calls.get(operation) ?? [];
      if (!list.includes(name)) list.push(name);
      calls.set(operation, list);
    }
  }
  return calls;
}

describe('the API operations of the customer area', () => {
  it('finds the calls it checks', () => {
    expect(callers().get('GET /api/customer/servers')).toEqual(['api/get-servers.ts']);
  });

  it('calls each operation from one file, so every screen shares its fetcher, key and hook', () => {
    const shared = [...callers()].filter(([, names]) => names.length > 1).map(([operation, names]) => `${operation}: ${names.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('takes every query key from a factory, never from a literal array', () => {
    const literal = files.filter(({ text }) => /queryKey:\s*\[/.test(text) || /(?:Query|Queries)(?:Data)?\(\s*\[/.test(text)).map(({ name }) => name);
    expect(literal).toEqual([]);
  });

  it("starts every key factory from the package's root", () => {
    const roots = files.flatMap(({ name, text }) => [...text.matchAll(/^\s*all: (.+)$/gm)].map(([, value]) => `${name}: ${value}`));
    expect(roots.length).toBeGreaterThan(5);
    expect(roots.filter((root) => !root.includes('customerKeys.all') && !root.includes("['customer']") && !/serverKeys\.\w+\(/.test(root))).toEqual([]);
    for (const key of [serverKeys.all, plexAccountKeys.all, serverKeys.invites(1)]) expect(key[0]).toBe(customerKeys.all[0]);
  });
});
