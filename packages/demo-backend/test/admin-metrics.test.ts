import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');
const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Math.floor(Date.now() / DAY) * DAY + offset * DAY).toISOString().slice(0, 10);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the metrics', () => {
  it('add up: every total is the sum of its points, for every additive metric and grouping', async () => {
    const token = await admin();
    for (const metric of ['transcode-transgressions', 'node-reboots', 'turnover'] as const) {
      for (const group of ['day', 'week', 'month'] as const) {
        const { status, body } = await call('get', '/api/admin/metrics/{metric}', { token, path: { metric }, query: { period: '90d', group } });
        expect(status).toBe(200);
        const data = body.data;
        expect(data.additive).toBe(true);
        expect(data.range.group).toBe(group);
        data.series.forEach((series: { total: number }, index: number) => expect(series.total).toBe(sum(data.points.map((point: { values: number[] }) => point.values[index] ?? 0))));
        expect(data.total).toBe(sum(data.points.flatMap((point: { values: number[] }) => point.values)));
      }
    }
    const days = (await call('get', '/api/admin/metrics/{metric}', { token, path: { metric: 'node-reboots' }, query: { period: '12m', group: 'day' } })).body.data;
    expect(days.points).toHaveLength(365);
    expect(days.series).toHaveLength(db.node.getAll().length);
    expect(days.range).toMatchObject({ from: isoDay(-364), to: isoDay(0) });
  });

  it('follows the products: new and cancelled add up, the level moves by them, turnover is in the billing currency', async () => {
    const token = await admin();
    const products = (await call('get', '/api/admin/metrics/{metric}', { token, path: { metric: 'products' }, query: { period: '30d' } })).body.data;
    expect(products.additive).toBe(false);
    expect(products.series.map((series: { name: string }) => series.name)).toEqual(db.product.getAll().sort((a, b) => a.id - b.id).map((row) => row.name));
    expect(products.points).toHaveLength(30);
    expect(products.new).toBe(sum(products.points.map((point: { new: number }) => point.new)));
    expect(products.cancelled).toBe(sum(products.points.map((point: { cancelled: number }) => point.cancelled)));
    const first = products.points[0];
    const last = products.points[29];
    // The level at the end = the level at the end of the first day + what came and went after it.
    const later = products.points.slice(1);
    expect(sum(last.values)).toBe(sum(first.values) + sum(later.map((point: { new: number }) => point.new)) - sum(later.map((point: { cancelled: number }) => point.cancelled)));
    expect(products.total).toBe(sum(last.values));

    const turnover = (await call('get', '/api/admin/metrics/{metric}', { token, path: { metric: 'turnover' }, query: { period: '7d' } })).body.data;
    expect(turnover.currency).toBe('EUR');
    expect(turnover.total).toBeGreaterThan(0);
    const summary = (await call('get', '/api/admin/metrics', { token, query: { period: '7d' } })).body.data;
    expect(summary).toMatchObject({ turnover: turnover.total, currency: 'EUR', active_subscriptions: expect.any(Number) });
  });

  it('is deterministic: the same period gives the same figures', async () => {
    const token = await admin();
    const query = { period: 'custom', from: isoDay(-60), to: isoDay(-1), group: 'week' } as const;
    for (const metric of ['products', 'transcode-transgressions', 'plex-users', 'node-reboots', 'turnover'] as const) {
      const one = await call('get', '/api/admin/metrics/{metric}', { token, path: { metric }, query });
      const two = await call('get', '/api/admin/metrics/{metric}', { token, path: { metric }, query });
      expect(one.body).toEqual(two.body);
      expect(one.body.data.range).toMatchObject({ period: 'custom', from: query.from, to: query.to, group: 'week' });
    }
  });

  it('lists the transcode transgressions a page at a time, as many as the chart counts, naming real users and nodes', async () => {
    const token = await admin();
    const chart = (await call('get', '/api/admin/metrics/{metric}', { token, path: { metric: 'transcode-transgressions' }, query: { period: '30d' } })).body.data;
    const page = (await call('get', '/api/admin/metrics/transcode-transgressions/events', { token, query: { period: '30d', perpage: 10 } })).body;
    expect(page.meta.total).toBe(chart.total);
    expect(page.data).toHaveLength(Math.min(10, chart.total));
    const event = page.data[0];
    expect(db.user.findFirst({ where: { id: { equals: event.user.id } } })?.name).toBe(event.user.name);
    expect(db.node.findFirst({ where: { id: { equals: event.node.id } } })?.alias).toBe(event.node.name);
    expect(event.transcodes).toBeGreaterThan(event.limit);
  });

  it('refuses a bad range with a 422, and unknown metrics with a 404', async () => {
    const token = await admin();
    const after = await call('get', '/api/admin/metrics/{metric}', { token, path: { metric: 'turnover' }, query: { period: 'custom', from: isoDay(-1), to: isoDay(-5) } });
    expect(after.status).toBe(422);
    expect(Object.keys(after.body.errors)).toEqual(['from']);
    const long = await call('get', '/api/admin/metrics', { token, query: { period: 'custom', from: isoDay(-800), to: isoDay(0) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.from).toEqual(['The period may not be longer than two years.']);
    expect((await call('get', '/api/admin/metrics', { token, query: { period: 'custom', from: 'soon', to: isoDay(0) } })).status).toBe(422);
    expect((await call('get', '/api/admin/metrics', { token, query: { period: 'forever' as never } })).status).toBe(422);
    expect((await call('get', '/api/admin/metrics/{metric}', { token, path: { metric: 'weather' as never } })).status).toBe(404);
    const customer = await signIn('plex@demo.test');
    expect((await call('get', '/api/admin/metrics', { token: customer })).status).toBe(403);
  });
});
