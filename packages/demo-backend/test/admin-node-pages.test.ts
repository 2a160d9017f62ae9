import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { systemContainerId } from '../src/model/containers.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');
const { fra01, ams01, nyc01, resellerWaw } = DEMO_IDS.nodes;

describe('a node’s maintenance scripts', () => {
  it('lists the scripts with their last run on the node', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/scripts', { token, path: { id: ams01 } });
    const scripts = body.data as { id: string; last_run: { node_id: number; command: string } | null; disruptive: boolean }[];
    expect(scripts.map((script) => script.id)).toEqual([
      'load-average',
      'media-disk-usage',
      'docker-errors',
      'clear-transcodes',
      'prune-images',
      'remount-drives',
      'scrub-pool',
      'update-docker',
    ]);
    const disk = scripts.find((script) => script.id === 'media-disk-usage')!;
    expect(disk.last_run).toMatchObject({ node_id: ams01, command: 'df -h /mnt/media | tail -n 1' });
    expect(scripts.find((script) => script.id === 'update-docker')!.disruptive).toBe(true);
  });

  it('runs one and records its process', async () => {
    const token = await admin();
    const before = db.process.count();
    const { status, body } = await call('post', '/api/admin/nodes/{id}/scripts/{script}/run', { token, path: { id: fra01, script: 'media-disk-usage' } });
    expect(status).toBe(200);
    expect(body.message).toBe('Media disk usage ran on fra-01.');
    expect(body.data).toMatchObject({ node_id: fra01, command: 'df -h /mnt/media | tail -n 1', success: true });
    expect(body.data.result).toMatch(/^\/dev\/md0 +44T +\d+T +\d+T +\d+% \/mnt\/media$/);
    expect(db.process.count()).toBe(before + 1);
    const listed = await call('get', '/api/admin/nodes/{id}/scripts', { token, path: { id: fra01 } });
    expect(listed.body.data.find((script: { id: string }) => script.id === 'media-disk-usage').last_run.id).toBe(body.data.id);
  });

  it('says when the script failed on the node, and refuses an offline node or an unknown script', async () => {
    const token = await admin();
    const failed = await call('post', '/api/admin/nodes/{id}/scripts/{script}/run', { token, path: { id: fra01, script: 'scrub-pool' } });
    expect(failed.body).toMatchObject({ message: 'Scrub the media pool failed on fra-01.', data: { success: false, result: "cannot open 'media': no such pool" } });
    const offline = await call('post', '/api/admin/nodes/{id}/scripts/{script}/run', { token, path: { id: nyc01, script: 'load-average' } });
    expect(offline.status).toBe(409);
    expect(offline.body.message).toBe('nyc-01 is offline, so the script cannot run. Try again once it is back.');
    expect((await call('post', '/api/admin/nodes/{id}/scripts/{script}/run', { token, path: { id: fra01, script: 'rm-rf' } })).status).toBe(404);
  });
});

describe('a node’s reboots', () => {
  it('pages the history, newest first, ending at the node’s last reboot', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/reboots', { token, path: { id: fra01 }, query: { perpage: 10 } });
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 14 });
    const node = db.node.findFirst({ where: { id: { equals: fra01 } } })!;
    expect(body.data[0].started_at).toBe(node.last_reboot_at);
    const starts = body.data.map((reboot: { started_at: string }) => reboot.started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const reboot of body.data) {
      expect(reboot.duration_seconds).toBe((Date.parse(reboot.back_online_at) - Date.parse(reboot.started_at)) / 1000);
    }
  });

  it('filters by outcome and sorts by duration', async () => {
    const token = await admin();
    const all = (await call('get', '/api/admin/nodes/{id}/reboots', { token, path: { id: fra01 }, query: { perpage: 100, sortColumn: 'duration', sortDirection: 'asc' } })).body.data;
    const durations = all.map((reboot: { duration_seconds: number }) => reboot.duration_seconds);
    expect([...durations].sort((a, b) => a - b)).toEqual(durations);
    const completed = (await call('get', '/api/admin/nodes/{id}/reboots', { token, path: { id: fra01 }, query: { perpage: 100, outcome: 'completed' } })).body.data;
    expect(completed.every((reboot: { outcome: string }) => reboot.outcome === 'completed')).toBe(true);
  });

  it('adds a reboot asked for through the restart call, under way until the node is back', async () => {
    const token = await admin();
    await call('get', '/api/admin/nodes/{id}/restart', { token, path: { id: resellerWaw } });
    const first = (await call('get', '/api/admin/nodes/{id}/reboots', { token, path: { id: resellerWaw } })).body.data[0];
    // Actions settle on the next call in tests: the node is back by the time the list is read.
    expect(first).toMatchObject({ outcome: 'completed', requested_by: null, reason: null });
    expect(Date.now() - Date.parse(first.started_at)).toBeLessThan(60_000);
  });
});

describe('a node’s extractions', () => {
  it('pages them with the one still running first, and searches and filters', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/extractions', { token, path: { id: fra01 }, query: { perpage: 10 } });
    expect(body.meta.total).toBe(16);
    expect(body.data[0]).toMatchObject({ status: 'running', finished_at: null, archive: expect.stringMatching(/^\/mnt\/media\/incoming\/remux-batch-\d+\.tar$/) });
    const nightly = (await call('get', '/api/admin/nodes/{id}/extractions', { token, path: { id: fra01 }, query: { perpage: 100, search: 'nightly' } })).body.data;
    expect(nightly.every((row: { archive: string; requested_by: unknown }) => row.archive.includes('nightly') && row.requested_by === null)).toBe(true);
    const completed = (await call('get', '/api/admin/nodes/{id}/extractions', { token, path: { id: fra01 }, query: { perpage: 100, status: 'completed' } })).body.data;
    expect(completed.every((row: { status: string; finished_at: string | null }) => row.status === 'completed' && row.finished_at !== null)).toBe(true);
    expect((await call('get', '/api/admin/nodes/{id}/extractions', { token, path: { id: resellerWaw } })).body.meta.total).toBe(0);
  });

  it('lists an archive extracted through extract-tar', async () => {
    const token = await admin();
    await call('post', '/api/admin/nodes/{id}/extract-tar', { token, path: { id: resellerWaw }, body: { path: '/mnt/uploads/ethan-brooks-config.tar.gz' } });
    const { body } = await call('get', '/api/admin/nodes/{id}/extractions', { token, path: { id: resellerWaw } });
    expect(body.data).toEqual([
      expect.objectContaining({ archive: '/mnt/uploads/ethan-brooks-config.tar.gz', target: '/mnt/uploads', status: 'completed', process_id: expect.any(Number) }),
    ]);
  });
});

describe('a node’s images', () => {
  it('lists every image with the containers that use it', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/images', { token, path: { id: fra01 } });
    const byReference = new Map(body.data.map((image: { repository: string; tag: string }) => [`${image.repository}:${image.tag}`, image]));
    expect(byReference.get('lscr.io/linuxserver/plex:latest')).toMatchObject({ containers: [{ id: 1, name: 'plex-jordan-lee' }, { id: 4, name: 'plex-hannah-becker' }] });
    expect(byReference.get('traefik:v3.2.1')).toMatchObject({ containers: [{ id: systemContainerId(fra01, 1), name: 'traefik' }] });
    expect(byReference.get('lscr.io/linuxserver/plex:1.40.5.8854-ls229')).toMatchObject({ containers: [] });
  });

  it('pulls an image, and says when it is up to date', async () => {
    const token = await admin();
    const pulled = await call('post', '/api/admin/nodes/{id}/images/pull', { token, path: { id: fra01 }, body: { image: 'ghcr.io/hotio/qbittorrent:release-5.0.2' } });
    expect(pulled.body).toMatchObject({ message: 'ghcr.io/hotio/qbittorrent:release-5.0.2 has been pulled onto fra-01.', data: { repository: 'ghcr.io/hotio/qbittorrent', tag: 'release-5.0.2', containers: [] } });
    const again = await call('post', '/api/admin/nodes/{id}/images/pull', { token, path: { id: fra01 }, body: { image: 'alpine' } });
    expect(again.body.message).toBe('alpine:latest has been pulled onto fra-01.');
    const current = await call('post', '/api/admin/nodes/{id}/images/pull', { token, path: { id: fra01 }, body: { image: 'lscr.io/linuxserver/plex:latest' } });
    expect(current.body.message).toBe('lscr.io/linuxserver/plex:latest is up to date on fra-01.');
  });

  it('refuses a reference Docker would not read', async () => {
    const token = await admin();
    const { status, body } = await call('post', '/api/admin/nodes/{id}/images/pull', { token, path: { id: fra01 }, body: { image: 'Not An Image!' } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ image: ['The image field format is invalid.'] });
  });

  it('removes an unused image, never one in use', async () => {
    const token = await admin();
    const images = (await call('get', '/api/admin/nodes/{id}/images', { token, path: { id: fra01 } })).body.data as { id: number; tag: string; repository: string }[];
    const used = images.find((image) => image.repository === 'lscr.io/linuxserver/plex' && image.tag === 'latest')!;
    const refused = await call('delete', '/api/admin/nodes/{id}/images/{image}', { token, path: { id: fra01, image: used.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('lscr.io/linuxserver/plex:latest is used by 2 containers (plex-jordan-lee, plex-hannah-becker). Remove them first.');
    const unused = images.find((image) => image.tag === '1.40.5.8854-ls229')!;
    const removed = await call('delete', '/api/admin/nodes/{id}/images/{image}', { token, path: { id: fra01, image: unused.id } });
    expect(removed.body.message).toBe('lscr.io/linuxserver/plex:1.40.5.8854-ls229 has been removed from fra-01.');
    expect((await call('delete', '/api/admin/nodes/{id}/images/{image}', { token, path: { id: fra01, image: unused.id } })).status).toBe(404);
  });
});

describe('a container', () => {
  it('shows a media server’s container with its ports, volumes, env names, logs and invites', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/containers/{container}', { token, path: { id: fra01, container: DEMO_IDS.servers.plex } });
    expect(body.data).toMatchObject({
      id: 1,
      name: 'plex-jordan-lee',
      kind: 'media-server',
      status: 'running',
      server: { id: 1, name: 'Jordan’s Plex', type: 'plex', status: 'running' },
      user: { id: DEMO_IDS.users.plex, name: 'Jordan Lee' },
      node: { id: fra01, name: 'fra-01' },
      env: ['PUID', 'PGID', 'TZ', 'VERSION', 'PLEX_CLAIM', 'ADVERTISE_IP'],
    });
    expect(body.data.ports[0]).toEqual({ container_port: 32400, host_port: 32400, protocol: 'tcp' });
    expect(body.data.started_at).not.toBeNull();
    expect(body.data.logs.length).toBeGreaterThan(3);
    expect(body.data.invites.map((invite: { email: string }) => invite.email)).toEqual(['grandma.lee@example.com', 'dev.patel@example.net', 'marcus.lee@example.com', 'taylor.kim@example.com']);
    // Names only: a value would read NAME=value.
    expect(body.data.env.every((name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name))).toBe(true);
  });

  it('shows a platform container without server or invites', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/containers/{container}', { token, path: { id: fra01, container: systemContainerId(fra01, 1) } });
    expect(body.data).toMatchObject({ name: 'traefik', kind: 'system', server: null, invites: null });
    expect(body.data.ports.map((port: { host_port: number | null }) => port.host_port)).toEqual([80, 443, null]);
    expect((await call('get', '/api/admin/nodes/{id}/containers/{container}', { token, path: { id: ams01, container: 1 } })).status).toBe(404);
  });

  it('restarts, stops and starts a media server’s container through its server', async () => {
    const token = await admin();
    const restarted = await call('post', '/api/admin/nodes/{id}/containers/{container}/{action}', { token, path: { id: fra01, container: 1, action: 'restart' } });
    expect(restarted.body.message).toBe('plex-jordan-lee is restarting.');
    expect(restarted.body.data.status).toBe('restarting');
    const stopped = await call('post', '/api/admin/nodes/{id}/containers/{container}/{action}', { token, path: { id: fra01, container: 1, action: 'stop' } });
    expect(stopped.body.message).toBe('plex-jordan-lee is stopping.');
    const again = await call('post', '/api/admin/nodes/{id}/containers/{container}/{action}', { token, path: { id: fra01, container: 1, action: 'stop' } });
    expect(again.status).toBe(409);
    expect(db.server.findFirst({ where: { id: { equals: 1 } } })?.status).toBe('stopped');
  });

  it('only restarts the platform’s own containers, and nothing on an offline node', async () => {
    const token = await admin();
    const traefik = systemContainerId(fra01, 1);
    expect((await call('post', '/api/admin/nodes/{id}/containers/{container}/{action}', { token, path: { id: fra01, container: traefik, action: 'restart' } })).body.message).toBe('traefik has been restarted.');
    const stop = await call('post', '/api/admin/nodes/{id}/containers/{container}/{action}', { token, path: { id: fra01, container: traefik, action: 'stop' } });
    expect(stop).toMatchObject({ status: 409, body: { message: 'traefik is one of the platform’s own containers: it can only be restarted.' } });
    const offline = await call('post', '/api/admin/nodes/{id}/containers/{container}/{action}', { token, path: { id: nyc01, container: 6, action: 'start' } });
    expect(offline.status).toBe(409);
  });
});

describe('an invite of a container’s server', () => {
  const path = { id: fra01, container: 1, invite: 3 };

  it('shows who, the libraries, the status and when it expires', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}', { token, path });
    expect(body.data).toMatchObject({
      id: 3,
      email: 'grandma.lee@example.com',
      status: 'pending',
      libraries: [{ name: 'Movies' }],
      invited_by: { id: DEMO_IDS.users.plex, name: 'Jordan Lee' },
      server: { id: 1, name: 'Jordan’s Plex', type: 'plex' },
    });
    expect(Date.parse(body.data.expires_at) - Date.parse(body.data.created_at)).toBe(7 * 24 * 60 * 60 * 1000);
    const accepted = await call('get', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}', { token, path: { ...path, invite: 1 } });
    expect(accepted.body.data).toMatchObject({ name: 'Taylor Kim', status: 'accepted', expires_at: null, libraries: [{ name: 'Movies' }, { name: 'TV Shows' }, { name: 'Music' }] });
    expect((await call('get', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}', { token, path: { ...path, invite: 5 } })).status).toBe(404);
  });

  it('resends a pending invite, and not an accepted one', async () => {
    const token = await admin();
    const { body } = await call('post', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}/resend', { token, path });
    expect(body.message).toBe('The invite has been sent to grandma.lee@example.com again. It can be accepted for 7 days.');
    expect(Date.parse(body.data.expires_at) - Date.parse(body.data.resent_at)).toBe(7 * 24 * 60 * 60 * 1000);
    const accepted = await call('post', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}/resend', { token, path: { ...path, invite: 1 } });
    expect(accepted).toMatchObject({ status: 409, body: { message: 'The invite to taylor.kim@example.com has been accepted, so it cannot be sent again.' } });
  });

  it('revokes an invite once', async () => {
    const token = await admin();
    const { body } = await call('post', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke', { token, path });
    expect(body).toMatchObject({ message: 'The invite to grandma.lee@example.com has been revoked.', data: { status: 'revoked', expires_at: null } });
    expect((await call('post', '/api/admin/nodes/{id}/containers/{container}/invites/{invite}/revoke', { token, path })).status).toBe(409);
  });
});
