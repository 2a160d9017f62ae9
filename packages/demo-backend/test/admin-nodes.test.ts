import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { systemContainerId } from '../src/model/containers.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');

describe('the node list', () => {
  it('pages every node, the first seven with their ids, with what needs attention', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes', { token, query: { perpage: 10 } });
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(db.node.count() / 10), per_page: 10, total: db.node.count() });
    expect(db.node.count()).toBeGreaterThan(30);
    expect(body.data.slice(0, 7).map((node: { id: number; name: string }) => `${node.id} ${node.name}`)).toEqual([
      '1 fra-01',
      '2 fra-02',
      '3 ams-01',
      '4 nyc-01',
      '5 sgp-01',
      '6 lon-r1',
      '7 waw-r1',
    ]);
    const byName = (name: string) => body.data.find((node: { name: string }) => node.name === name);
    expect(byName('fra-01')).toEqual({
      id: 1,
      name: 'fra-01',
      status: 'online',
      host: 'fra-01.nodes.mediadock.test',
      location: 'Frankfurt, DE',
      server_count: 3,
      capacity: 40,
      attention: [],
      monitored: true,
    });
    expect(byName('fra-02').attention).toEqual(['disk']);
    expect(byName('ams-01').attention).toEqual(['mounts']);
    expect(byName('nyc-01')).toMatchObject({ status: 'offline', attention: ['offline'] });
    expect(byName('sgp-01').attention).toEqual(['unmonitored']);
  });

  it('searches, filters by status, attention and monitoring, and sorts', async () => {
    const token = await admin();
    const list = async (query: Record<string, string | number>) =>
      (await call('get', '/api/admin/nodes', { token, query: { perpage: 100, ...query } })).body.data as { name: string; status: string; attention: string[]; monitored: boolean; server_count: number }[];
    expect((await list({ search: 'frankfurt' })).map((node) => node.name)).toEqual(['fra-01', 'fra-02']);
    expect((await list({ search: '203.0.113.13' })).map((node) => node.name)).toEqual(['ams-01']);
    const offline = await list({ status: 'offline' });
    expect(offline.length).toBeGreaterThan(1);
    expect(offline.every((node) => node.status === 'offline')).toBe(true);
    const attention = await list({ attention: 1 });
    expect(attention.every((node) => node.attention.length > 0)).toBe(true);
    expect(attention.length).toBeLessThan(db.node.count());
    expect((await list({ monitored: 0 })).every((node) => !node.monitored)).toBe(true);
    expect((await list({ monitored: 1 })).every((node) => node.monitored)).toBe(true);
    const busiest = await list({ sortColumn: 'server_count', sortDirection: 'desc' });
    expect(busiest[0]?.server_count).toBe(Math.max(...busiest.map((node) => node.server_count)));
    const names = (await list({ sortColumn: 'name' })).map((node) => node.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('a node', () => {
  it('answers its settings, its load and its last reboot', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}', { token, path: { id: DEMO_IDS.nodes.resellerLon } });
    expect(body.data).toMatchObject({
      id: 6,
      name: 'lon-r1',
      ip: '203.0.113.16',
      ssh_port: 22,
      capacity: 24,
      usage: { cpu_percent: 29, ram_percent: 47, disk_percent: 64 },
      reseller: { id: DEMO_IDS.users.reseller, name: 'Nadia Okafor' },
    });
    expect(body.data.last_reboot_at).toEqual(expect.any(String));
    // An offline node reports no current load.
    const offline = await call('get', '/api/admin/nodes/{id}', { token, path: { id: DEMO_IDS.nodes.nyc01 } });
    expect(offline.body.data.usage).toEqual({ cpu_percent: null, ram_percent: null, disk_percent: 81 });
    expect((await call('get', '/api/admin/nodes/{id}', { token, path: { id: 9999 } })).status).toBe(404);
  });

  it('is created with its fields, and refuses a taken name, a bad host, port and address next to each field', async () => {
    const token = await admin();
    const refused = await call('post', '/api/admin/nodes', {
      token,
      body: { name: 'fra-01', host: 'not a host', ssh_port: 70000, ip: '300.1.1.1', capacity: 0 },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['capacity', 'host', 'ip', 'name', 'ssh_port']);
    expect(refused.body.errors.name).toEqual(['The name has already been taken.']);

    const created = await call('post', '/api/admin/nodes', {
      token,
      body: { name: 'osl-01', host: 'osl-01.nodes.mediadock.test', location: 'Oslo, NO', ssh_port: 2222, ip: '198.51.100.200', capacity: 24, notes: 'Fresh install.' },
    });
    expect(created.body.message).toBe('The node has been created');
    expect(created.body.data).toMatchObject({ name: 'osl-01', status: 'online', ssh_port: 2222, capacity: 24, monitored: false, attention: ['unmonitored'] });
    const listed = await call('get', '/api/admin/nodes', { token, query: { search: 'osl-01' } });
    expect(listed.body.data.map((node: { id: number }) => node.id)).toEqual([created.body.data.id]);
  });

  it('is updated, keeping its own name and host unique', async () => {
    const token = await admin();
    const id = DEMO_IDS.nodes.sgp01;
    const taken = await call('post', '/api/admin/nodes/{id}/update', { token, path: { id }, body: { name: 'fra-02', host: 'sgp-01.nodes.mediadock.test' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['The name has already been taken.'] });
    const saved = await call('post', '/api/admin/nodes/{id}/update', {
      token,
      path: { id },
      body: { name: 'sgp-01', host: 'sgp-01.nodes.mediadock.test', location: 'Singapore, SG', capacity: 30, notes: null },
    });
    expect(saved.body).toMatchObject({ message: 'The node has been updated', data: { capacity: 30, notes: null } });
  });
});

describe('a node’s containers', () => {
  it('lists its media servers with their owners, then the platform’s own containers', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/containers', { token, path: { id: DEMO_IDS.nodes.fra01 } });
    const media = body.data.filter((container: { kind: string }) => container.kind === 'media-server');
    expect(media.map((container: { id: number; name: string }) => `${container.id} ${container.name}`)).toEqual(['1 plex-jordan-lee', '4 plex-hannah-becker', '16 emby-amara-nwosu']);
    expect(media[0]).toMatchObject({ server_id: 1, status: 'running', user: { id: DEMO_IDS.users.plex, name: 'Jordan Lee' }, image: 'lscr.io/linuxserver/plex:latest' });
    const system = body.data.filter((container: { kind: string }) => container.kind === 'system');
    expect(system.map((container: { name: string }) => container.name)).toEqual(['traefik', 'portainer-agent', 'rclone', 'node-exporter']);
    expect(system[0]).toMatchObject({ id: systemContainerId(1, 1), server_id: null, user: null, status: 'running' });
  });

  it('filters by status, kind and search, and reports a stopped server’s container as exited', async () => {
    const token = await admin();
    const list = async (query: Record<string, string>) =>
      (await call('get', '/api/admin/nodes/{id}/containers', { token, path: { id: DEMO_IDS.nodes.fra02 }, query })).body.data as { name: string; status: string }[];
    expect((await list({ status: 'exited' })).map((container) => container.name)).toEqual(['emby-hannah-becker-kids']);
    expect((await list({ status: 'paused' })).map((container) => container.name)).toEqual(['plex-hannah-becker-holiday']);
    expect((await list({ kind: 'system', search: 'rclone' })).map((container) => container.name)).toEqual(['rclone']);
    expect((await list({ search: 'sofia' })).map((container) => container.name)).toEqual(['emby-sofia-rossi']);
  });

  it('keeps rclone restarting until the mounts are checked', async () => {
    const token = await admin();
    const rclone = async () =>
      (await call('get', '/api/admin/nodes/{id}/containers', { token, path: { id: DEMO_IDS.nodes.ams01 }, query: { search: 'rclone' } })).body.data[0];
    expect((await rclone()).status).toBe('restarting');
    expect((await call('post', '/api/admin/nodes/{id}/check-mounts', { token, path: { id: DEMO_IDS.nodes.ams01 } })).status).toBe(200);
    expect((await rclone()).status).toBe('running');
    const node = await call('get', '/api/admin/nodes/{id}', { token, path: { id: DEMO_IDS.nodes.ams01 } });
    expect(node.body.data.attention).toEqual([]);
  });
});

describe('node maintenance', () => {
  it('refuses maintenance on a node that does not answer', async () => {
    const token = await admin();
    const restart = await call('post', '/api/admin/nodes/{id}/restart-containers', { token, path: { id: DEMO_IDS.nodes.nyc01 } });
    expect(restart).toEqual({ status: 409, body: { success: false, message: 'nyc-01 is offline, so its containers cannot be restarted.' } });
    const mounts = await call('post', '/api/admin/nodes/{id}/check-mounts', { token, path: { id: DEMO_IDS.nodes.nyc01 } });
    expect(mounts.status).toBe(409);
  });

  it('restarts every running container and says how many', async () => {
    const token = await admin();
    const { body } = await call('post', '/api/admin/nodes/{id}/restart-containers', { token, path: { id: DEMO_IDS.nodes.fra01 } });
    expect(body.message).toBe('7 containers are restarting on fra-01.');
  });

  it('reboots a node: rebooting until it is back, with its last reboot now', async () => {
    const token = await admin();
    const before = db.node.findFirst({ where: { id: { equals: DEMO_IDS.nodes.fra02 } } })!.last_reboot_at!;
    expect((await call('get', '/api/admin/nodes/{id}/restart', { token, path: { id: DEMO_IDS.nodes.fra02 } })).status).toBe(200);
    expect(db.node.findFirst({ where: { id: { equals: DEMO_IDS.nodes.fra02 } } })!.rebooting_until).not.toBeNull();
    // Under Node the reboot is over at the next request.
    const after = await call('get', '/api/admin/nodes/{id}', { token, path: { id: DEMO_IDS.nodes.fra02 } });
    expect(after.body.data.status).toBe('online');
    expect(after.body.data.last_reboot_at > before).toBe(true);
  });

  it('announces each server a wipe deletes', async () => {
    const token = await admin();
    const deleted: string[] = [];
    const stop = domainEvents.on('server-deleted', ({ serverAlias }) => deleted.push(serverAlias));
    try {
      await call('delete', '/api/admin/nodes/{id}/wipe', { token, path: { id: DEMO_IDS.nodes.sgp01 } });
    } finally {
      stop();
    }
    expect(deleted).toEqual(['Grant Media', 'Chloé’s Films']);
    const { body } = await call('get', '/api/admin/nodes/{id}/containers', { token, path: { id: DEMO_IDS.nodes.sgp01 } });
    expect(body.data.every((container: { kind: string }) => container.kind === 'system')).toBe(true);
  });
});
