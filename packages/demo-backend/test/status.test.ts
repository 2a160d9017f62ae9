import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { ago } from '../src/lib/clock.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();
afterEach(() => vi.useRealTimers());

async function status(email = 'plex@demo.test') {
  const token = await signIn(email);
  return call('get', '/api/customer/status', { token });
}

describe('the status page', () => {
  it('answers the services with one degraded, and the problems overall', async () => {
    const { status: code, body } = await status();
    expect(code).toBe(200);
    expect(body.data.overall).toBe('degraded');
    expect(body.data.services.map((service: { name: string }) => service.name)).toEqual(['Web portal', 'API', 'Streaming', 'CDN', 'Request lounge', 'Billing', 'E-mail and notifications']);
    const degraded = body.data.services.filter((service: { status: string }) => service.status !== 'operational');
    expect(degraded).toEqual([{ key: 'request-lounge', name: 'Request lounge', status: 'degraded', message: expect.stringContaining('title index'), checked_at: expect.any(String) }]);
  });

  it('lists the platform nodes with the user’s servers flagged, and the offline node as an outage', async () => {
    const { body } = await status();
    const aliases = body.data.nodes.map((node: { alias: string }) => node.alias);
    // The first platform nodes, then those added since; a reseller's node only for its customers.
    expect(aliases.slice(0, 6)).toEqual(['fra-01', 'fra-02', 'ams-01', 'nyc-01', 'sgp-01', 'waw-r1']);
    expect(aliases).toHaveLength(db.node.getAll().filter((node) => node.reseller_id === null).length);
    const fra = body.data.nodes.find((node: { alias: string }) => node.alias === 'fra-01');
    expect(fra).toMatchObject({ status: 'operational', uptime_percent: 99.98, your_servers: [{ id: DEMO_IDS.servers.plex, name: 'Jordan’s Plex' }] });
    expect(body.data.nodes.find((node: { alias: string }) => node.alias === 'nyc-01')).toMatchObject({ status: 'outage', your_servers: [] });
    expect(body.data.nodes.find((node: { alias: string }) => node.alias === 'sgp-01').uptime_percent).toBeNull();
  });

  it('says when each service was last checked (each minute) and each node (by its uptime monitor every five minutes, or else each minute)', async () => {
    const at = new Date('2026-03-11T12:00:30Z');
    vi.useFakeTimers({ now: at, toFake: ['Date'] });
    const { body } = await status();
    const age = (iso: string) => at.getTime() - Date.parse(iso);
    for (const service of body.data.services) {
      expect(age(service.checked_at)).toBeGreaterThanOrEqual(0);
      expect(age(service.checked_at)).toBeLessThan(60_000);
    }
    for (const node of body.data.nodes) {
      expect(age(node.checked_at)).toBeGreaterThanOrEqual(0);
      expect(age(node.checked_at)).toBeLessThan(node.uptime_percent === null ? 60_000 : 5 * 60_000);
    }
    const ages = new Set(body.data.nodes.map((node: { checked_at: string }) => node.checked_at));
    expect(ages.size).toBeGreaterThan(1);
  });

  it('shows a reseller node only to its customers', async () => {
    const { body } = await status('lucas.ferreira@demo.test');
    expect(body.data.nodes.find((node: { alias: string }) => node.alias === 'lon-r1')?.your_servers.length).toBe(2);
  });

  it('answers open incidents and those resolved in the last day, newest first, with their updates', async () => {
    const { body } = await status();
    expect(body.data.incidents.map((incident: { title: string }) => incident.title)).toEqual(['nyc-01 is unreachable', 'Request lounge is slower than usual', 'Delayed e-mail notifications']);
    const [outage] = body.data.incidents;
    expect(outage).toMatchObject({ impact: 'major', status: 'identified', resolved_at: null, affects: ['nyc-01', 'Streaming'] });
    expect(outage.updates.map((update: { status: string }) => update.status)).toEqual(['identified', 'investigating']);
    expect(body.data.incidents[2].resolved_at).not.toBeNull();
  });

  it('is all operational once every service and node is', async () => {
    for (const service of db.statusService.getAll()) db.statusService.update({ where: { key: { equals: service.key } }, data: { status: 'operational', message: null } });
    for (const node of db.node.getAll()) db.node.update({ where: { id: { equals: node.id } }, data: { online: true } });
    for (const incident of db.statusIncident.getAll()) db.statusIncident.update({ where: { id: { equals: incident.id } }, data: { resolved_at: incident.resolved_at ?? ago({ minutes: 5 }) } });
    const { body } = await status();
    expect(body.data.overall).toBe('operational');
    expect(body.data.nodes.every((node: { status: string }) => node.status === 'operational')).toBe(true);
  });

  it('is an outage while a service is out, and a rebooting node is in maintenance', async () => {
    db.statusService.update({ where: { key: { equals: 'streaming' } }, data: { status: 'outage', message: 'Streams do not start.' } });
    db.node.update({ where: { id: { equals: DEMO_IDS.nodes.fra02 } }, data: { rebooting_until: new Date(Date.now() + 60_000).toISOString() } });
    const { body } = await status();
    expect(body.data.overall).toBe('outage');
    expect(body.data.nodes.find((node: { alias: string }) => node.alias === 'fra-02').status).toBe('maintenance');
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/status')).status).toBe(401);
  });
});
