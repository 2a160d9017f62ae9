import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The sign-in page has a 150 KiB gzip budget for all its JS, React included. These subpaths are
// on it, so they must not drag in the heavy overlay libraries.
const lightSubpaths = ['field', 'form', 'button', 'layout', 'alert', 'theme', 'link', 'spinner', 'styles', 'toast', 'error-state', 'error-boundary', 'section', 'list-state', 'route-handle', 'breadcrumbs', 'invite-form', 'attachments-field'];
const heavy = ['cmdk', 'sonner', '@radix-ui/react-dialog', '@radix-ui/react-alert-dialog', '@radix-ui/react-dropdown-menu'];

const importPattern = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;

/** Every package a module reaches through its runtime (non-type) imports inside this package. */
function reachablePackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      const statement = match[0];
      const specifier = match[1] as string;
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      if (specifier.startsWith('#') || specifier.startsWith('.')) {
        const target = specifier.startsWith('#')
          ? resolve(root, 'src', specifier.slice(1))
          : resolve(dirname(file), specifier);
        if (existsSync(target)) queue.push(target);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, file.slice(root.length + 1));
      }
    }
  }
  return packages;
}

describe('bundle boundaries', () => {
  it.each(lightSubpaths)('./%s stays clear of cmdk, sonner and the Radix overlays', (subpath) => {
    const reached = reachablePackages(resolve(root, 'src', subpath, 'index.ts'));
    const offenders = heavy.filter((name) => reached.has(name)).map((name) => `${name} (from ${reached.get(name)})`);
    expect(offenders).toEqual([]);
  });

  // The chart library loads only with the screens that draw charts: no other subpath may reach it.
  it('keeps the chart library inside ./charts', () => {
    type Target = string | { types: string; default: string };
    const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { exports: Record<string, Target> };
    const offenders = Object.entries(manifest.exports)
      .filter(([key, target]) => typeof target === 'string' && target.endsWith('.ts') && !key.startsWith('./charts'))
      .flatMap(([key, target]) => {
        const reached = reachablePackages(resolve(root, target as string));
        return ['d3-scale', 'd3-shape'].filter((name) => reached.has(name)).map((name) => `${key} reaches ${name} (from ${reached.get(name)})`);
      });
    expect(offenders).toEqual([]);
    expect(reachablePackages(resolve(root, 'src/charts/index.ts')).has('d3-scale')).toBe(true);
  });

  it('exports every subpath explicitly, without a wildcard or a root barrel', () => {
    type Target = string | { types: string; default: string };
    const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { exports: Record<string, Target> };
    const keys = Object.keys(manifest.exports);
    expect(keys).not.toContain('.');
    expect(keys.some((key) => key.includes('*'))).toBe(false);
    // A plain-JavaScript subpath (read by Vite configs) carries its types beside it.
    const files = Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : [target.types, target.default]));
    for (const file of files) expect(existsSync(resolve(root, file))).toBe(true);
  });
});
