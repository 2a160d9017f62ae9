import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');

interface Mount {
  id: number;
  node: { id: number; name: string; status?: string };
  mount_point: string;
  remote: string;
  type: string;
  state: string;
  checkable?: boolean;
}

describe('the storage mounts', () => {
  it('seeds mounts on every node, failing exactly where the node reports failing mounts', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/storage/mounts', { token, query: { perpage: 100 } });
    const all: Mount[] = [...body.data];
    for (let page = 2; page <= body.meta.last_page; page += 1) {
      all.push(...(await call('get', '/api/admin/storage/mounts', { token, query: { perpage: 100, page } })).body.data);
    }
    expect(all).toHaveLength(body.meta.total);
    for (const node of db.node.getAll()) {
      const mounts = all.filter((mount) => mount.node.id === node.id);
      expect(mounts.map((mount) => mount.mount_point)).toContain('/mnt/media');
      const failing = mounts.some((mount) => mount.state === 'failing');
      expect(failing).toBe(node.mounts_failing && node.online);
      if (!node.online) expect(mounts.every((mount) => mount.state === 'unknown' && mount.checkable === false)).toBe(true);
    }
    // The failing come first.
    expect(all[0]?.state).toBe('failing');
    expect(all.filter((mount) => mount.node.name === 'ams-01' && mount.state === 'failing').map((mount) => mount.mount_point)).toEqual(['/mnt/gdrive', '/mnt/media']);
    expect(all.find((mount) => mount.node.name === 'fra-01' && mount.mount_point === '/mnt/archive')).toMatchObject({ type: 'nfs', remote: '10.0.4.20:/export/archive', state: 'mounted' });
  });

  it('filters by node, state and search, and sorts', async () => {
    const token = await admin();
    const list = async (query: Record<string, string | number>) => (await call('get', '/api/admin/storage/mounts', { token, query: { perpage: 100, ...query } })).body.data as Mount[];
    expect(new Set((await list({ node: 1 })).map((mount) => mount.node.name))).toEqual(new Set(['fra-01']));
    expect((await list({ state: 'failing' })).every((mount) => mount.state === 'failing')).toBe(true);
    expect((await list({ state: 'unknown' })).map((mount) => mount.node.name)).toContain('nyc-01');
    expect((await list({ search: 'gdrive-4k' })).map((mount) => `${mount.node.name} ${mount.mount_point}`)).toEqual(['fra-02 /mnt/media-4k']);
    const byNode = await list({ sortColumn: 'node', sortDirection: 'desc' });
    expect(byNode[0]!.node.name.localeCompare(byNode.at(-1)!.node.name)).toBeGreaterThan(0);
  });

  it('checks a failing mount: a process on its node, and mounted afterwards', async () => {
    const token = await admin();
    const failing = ((await call('get', '/api/admin/storage/mounts', { token, query: { node: 3, state: 'failing' } })).body.data as Mount[])[0]!;
    const processes = db.process.count();
    const { status, body } = await call('post', '/api/admin/storage/mounts/{id}/check', { token, path: { id: failing.id } });
    expect(status).toBe(200);
    expect(body.message).toBe(`${failing.mount_point} on ams-01 was failing and has been mounted again.`);
    expect(body.data.state).toBe('mounted');
    const runs = db.process.getAll().slice(processes);
    expect(runs.every((run) => run.node_id === 3)).toBe(true);
    expect(runs.map((run) => run.command)).toContain(`mountpoint -q ${failing.mount_point} && echo mounted`);
  });

  it('checks every mount of a node, and refuses a node that is offline', async () => {
    const token = await admin();
    const { body } = await call('post', '/api/admin/storage/nodes/{id}/check', { token, path: { id: 3 } });
    expect(body.data).toEqual({ checked: 3, repaired: 2 });
    expect(((await call('get', '/api/admin/storage/mounts', { token, query: { node: 3, state: 'failing' } })).body.data as Mount[]).length).toBe(0);
    const offline = await call('post', '/api/admin/storage/nodes/{id}/check', { token, path: { id: 4 } });
    expect(offline.status).toBe(409);
    expect(offline.body.message).toBe('nyc-01 is offline, so its mounts cannot be checked.');
  });

  it('gives an overview with the counts and the failing mounts first', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/storage', { token });
    const { mounts } = body.data;
    expect(mounts.total).toBe(db.storageMount.count());
    expect(mounts.mounted + mounts.failing + mounts.unknown).toBe(mounts.total);
    expect(mounts.failing).toBeGreaterThanOrEqual(2);
    expect(body.data.failing[0].state).toBe('failing');
    expect(body.data).toMatchObject({ mount_paths: 6, library_paths: 15, deployment_overrides: 2 });
  });

  it('needs an admin', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/admin/storage/mounts', { token })).status).toBe(403);
  });
});

describe('the mount paths', () => {
  it('lists, adds, edits and deletes, validating the path', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/storage/mount-paths', { token });
    expect(body.data.map((row: { path: string }) => row.path)).toContain('/mnt/media');
    const invalid = async (path: string, node_id: number | null = null) =>
      (await call('post', '/api/admin/storage/mount-paths', { token, body: { path, remote: 'gdrive-new:', type: 'rclone', node_id } })).body.errors?.path?.[0];
    expect(await invalid('mnt/new')).toBe('The path must be absolute (start with /).');
    expect(await invalid('/srv/new')).toBe('The path must be under /mnt/.');
    expect(await invalid('/mnt/../etc')).toBe('The path must not contain "..".');
    expect(await invalid('/mnt/new media')).toBe('The path must not contain spaces.');
    expect(await invalid('/mnt/new/')).toBe('The path must not end with a slash.');
    expect(await invalid('/mnt/media')).toBe('The path is already used on a node.');
    expect(await invalid('/mnt/media-4k', 2)).toBe('The path is already used on this node.');
    const badRemote = await call('post', '/api/admin/storage/mount-paths', { token, body: { path: '/mnt/nas', remote: 'nas', type: 'nfs', node_id: null } });
    expect(badRemote.body.errors.remote).toEqual(['An NFS export looks like 10.0.4.20:/export/media.']);

    const created = await call('post', '/api/admin/storage/mount-paths', { token, body: { path: '/mnt/media-4k', remote: 'gdrive-4k:', type: 'rclone', node_id: 1, options: 'allow-other' } });
    expect(created.body).toMatchObject({ message: 'The mount path has been added', data: { path: '/mnt/media-4k', node: { id: 1, name: 'fra-01' } } });
    const id = created.body.data.id as number;
    const updated = await call('post', '/api/admin/storage/mount-paths/{id}', { token, path: { id }, body: { path: '/mnt/media-uhd', remote: 'gdrive-4k:', type: 'rclone', node_id: 1 } });
    expect(updated.body.data.path).toBe('/mnt/media-uhd');
    expect((await call('delete', '/api/admin/storage/mount-paths/{id}', { token, path: { id } })).body.message).toBe('The mount path has been deleted');
    expect((await call('delete', '/api/admin/storage/mount-paths/{id}', { token, path: { id } })).status).toBe(404);
  });

  it('verifies a path on the nodes that can be asked', async () => {
    const token = await admin();
    const one = await call('post', '/api/admin/storage/mount-paths/verify', { token, body: { path: '/mnt/media', node_id: 1 } });
    expect(one.body.data).toEqual([{ node: { id: 1, name: 'fra-01', status: 'online' }, exists: true, message: '/mnt/media exists on fra-01.' }]);
    const all = await call('post', '/api/admin/storage/mount-paths/verify', { token, body: { path: '/mnt/media-4k', node_id: null } });
    const answers = all.body.data as { node: { name: string }; exists: boolean | null }[];
    expect(answers).toHaveLength(db.node.count());
    expect(answers.find((answer) => answer.node.name === 'fra-02')?.exists).toBe(true);
    expect(answers.find((answer) => answer.node.name === 'fra-01')?.exists).toBe(false);
    expect(answers.find((answer) => answer.node.name === 'nyc-01')?.exists).toBeNull();
    expect((await call('post', '/api/admin/storage/mount-paths/verify', { token, body: { path: '/tmp' } })).status).toBe(422);
  });
});

describe('the library and deployment paths', () => {
  it('edits a library path, unique per server type', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/storage/library-paths', { token });
    expect(body.data).toHaveLength(15);
    const plexMovies = body.data.find((row: { server_type: string; kind: string }) => row.server_type === 'plex' && row.kind === 'movies');
    expect(plexMovies.path).toBe('/data/movies');
    const taken = await call('post', '/api/admin/storage/library-paths/{id}', { token, path: { id: plexMovies.id }, body: { path: '/data/tv' } });
    expect(taken.body.errors.path).toEqual(['Another library of this server type already uses the path.']);
    const saved = await call('post', '/api/admin/storage/library-paths/{id}', { token, path: { id: plexMovies.id }, body: { path: '/data/films' } });
    expect(saved.body.data.path).toBe('/data/films');
  });

  it('saves the defaults with their placeholders, and the nodes’ own paths', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/storage/deployment-paths', { token });
    expect(body.data).toMatchObject({ stack_path: '/opt/stacks/{server}', transcode_path: '/mnt/transcode/{server}' });
    expect(body.data.overrides.map((row: { node: { name: string } }) => row.node.name)).toEqual(['fra-02', 'lon-r1']);
    expect(body.data.sample.server).toMatch(/^(plex|emby|jellyfin)-/);
    const bad = await call('post', '/api/admin/storage/deployment-paths', {
      token,
      body: { stack_path: '/opt/stacks/{name}', config_path: '/opt/stacks/config', transcode_path: '/mnt/transcode/{server}' },
    });
    expect(bad.body.errors).toEqual({
      stack_path: ['The stack path may only use the placeholders {server}, {user}, {type}.'],
      config_path: ['The config path must contain {server}, so that every server has its own folder.'],
    });
    const saved = await call('post', '/api/admin/storage/deployment-paths', {
      token,
      body: { stack_path: '/srv/stacks/{type}/{server}', config_path: '/srv/stacks/{type}/{server}/config', transcode_path: '/mnt/transcode/{server}' },
    });
    expect(saved.body.data.stack_path).toBe('/srv/stacks/{type}/{server}');
    const override = await call('post', '/api/admin/storage/deployment-paths/nodes/{id}', { token, path: { id: 5 }, body: { stack_path: null, config_path: null, transcode_path: '/mnt/nvme/{server}' } });
    expect(override.body.data.overrides.map((row: { node: { name: string } }) => row.node.name)).toContain('sgp-01');
    expect((await call('delete', '/api/admin/storage/deployment-paths/nodes/{id}', { token, path: { id: 5 } })).body.message).toBe('sgp-01 follows the default paths again');
  });
});
