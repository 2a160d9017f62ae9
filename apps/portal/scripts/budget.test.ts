// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measure, staticClosure, type Manifest } from './budget.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/public/login-screen.tsx', 'src/admin.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/public/login-screen.tsx': { file: 'assets/login.js', src: 'src/public/login-screen.tsx', isDynamicEntry: true, imports: ['_form.js'] },
  'src/admin.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['_form.js'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_react.js'] },
  '../../packages/feature-admin/src/metrics/turnover/turnover-screen.tsx': {
    file: 'assets/turnover.js',
    src: '../../packages/feature-admin/src/metrics/turnover/turnover-screen.tsx',
    isDynamicEntry: true,
    imports: ['_charts.js', '_form.js'],
  },
};
const sizes: Record<string, number> = { 'assets/index.js': 10, 'assets/react.js': 60, 'assets/form.js': 5, 'assets/login.js': 3, 'assets/admin.js': 90, 'assets/charts.js': 12, 'assets/turnover.js': 4 };

describe('the bundle budget', () => {
  it('follows static imports but not dynamic ones', () => {
    expect([...staticClosure(manifest, 'index.html')]).toEqual(['index.html', '_react.js']);
  });

  it('counts the entry, the login chunk and their static imports once each', () => {
    const report = measure(manifest, (file) => sizes[file]!);
    expect(report.loginBytes).toBe(10 + 60 + 5 + 3);
    expect(report.entryBytes).toBe(70);
    expect(report.largestLazy).toEqual({ file: 'assets/admin.js', bytes: 90 });
  });

  it('weighs a chart screen with the charts it imports, without what the entry brought', () => {
    const report = measure(manifest, (file) => sizes[file]!);
    expect(report.chartScreens).toEqual([{ src: '../../packages/feature-admin/src/metrics/turnover/turnover-screen.tsx', bytes: 4 + 12 + 5 }]);
  });

  it('fails loudly when the login screen is not lazy', () => {
    const { ['src/public/login-screen.tsx']: _login, ...rest } = manifest;
    expect(() => measure(rest, (file) => sizes[file] ?? 0)).toThrow(/must stay lazy/);
  });
});
