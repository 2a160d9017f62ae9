import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { servers } = DEMO_IDS;

describe('the customer’s servers', () => {
  it('lists only the signed-in user’s servers', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { status, body } = await call('get', '/api/customer/servers', { token });
    expect(status).toBe(200);
    expect(body.data.map((server: { id: number }) => server.id)).toEqual([4, 5, 6, 7]);
    expect(body.data.map((server: { type: string }) => server.type)).toEqual(['plex', 'emby', 'jellyfin', 'plex']);
    expect(new Set(body.data.map((server: { status: string }) => server.status))).toEqual(new Set(['running', 'stopped', 'error', 'suspended']));
  });

  it('filters by type', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { body } = await call('get', '/api/customer/servers', { token, query: { type: 'plex' } });
    expect(body.data.map((server: { id: number }) => server.id)).toEqual([4, 7]);
  });

  it('shows one server, and 404 for another user’s', async () => {
    const token = await signIn('plex@demo.test');
    const own = await call('get', '/api/customer/servers/{id}', { token, path: { id: servers.plex } });
    expect(own.body.data).toMatchObject({ id: servers.plex, type: 'plex', status: 'running', node_alias: 'fra-01' });
    const foreign = await call('get', '/api/customer/servers/{id}', { token, path: { id: servers.emby } });
    expect(foreign.status).toBe(404);
    expect((await call('get', '/api/customer/servers/{id}', { token, path: { id: 'abc' } })).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/servers')).status).toBe(401);
  });
});

describe('server actions', () => {
  it('stops and starts a server, recording the commands on its node', async () => {
    const token = await signIn('plex@demo.test');
    const processes = db.process.count();
    const stopped = await call('post', '/api/customer/servers/{id}/stop', { token, path: { id: servers.plex } });
    expect(stopped.body.message).toBe('The server has been shut down');
    expect((await call('get', '/api/customer/servers/{id}', { token, path: { id: servers.plex } })).body.data.status).toBe('stopped');
    const started = await call('post', '/api/customer/servers/{id}/start', { token, path: { id: servers.plex } });
    expect(started.body.message).toBe('The server has been started');
    expect((await call('get', '/api/customer/servers/{id}', { token, path: { id: servers.plex } })).body.data.status).toBe('running');
    expect(db.process.count()).toBe(processes + 2);
  });

  it('answers 409 when the server is already in that state, suspended or on an offline node', async () => {
    const plex = await signIn('plex@demo.test');
    expect((await call('post', '/api/customer/servers/{id}/start', { token: plex, path: { id: servers.plex } })).body.message).toBe('The server is already running.');
    const hannah = await signIn('hannah.becker@demo.test');
    const suspended = await call('post', '/api/customer/servers/{id}/restart', { token: hannah, path: { id: servers.suspended } });
    expect(suspended.status).toBe(409);
    const offline = await call('post', '/api/customer/servers/{id}/start', { token: hannah, path: { id: servers.multiJellyfin } });
    expect(offline.status).toBe(409);
    expect(offline.body.message).toMatch(/nyc-01 is offline/);
  });

  it('resets the config and rebuilds', async () => {
    const token = await signIn('emby@demo.test');
    expect((await call('post', '/api/customer/servers/{id}/reset-config', { token, path: { id: servers.emby } })).body.message).toBe('Emby config has been reset');
    expect((await call('post', '/api/customer/servers/{id}/rebuild', { token, path: { id: servers.emby } })).body.message).toBe('The server is being rebuilt');
  });

  it('pings', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('post', '/api/customer/servers/{id}/ping', { token, path: { id: servers.plex } });
    expect(body.data.online).toBe(true);
    expect(body.data.latency_ms).toBeGreaterThan(0);
  });

  it('restarts the node it runs on', async () => {
    const token = await signIn('plex@demo.test');
    const { status } = await call('post', '/api/customer/servers/{id}/node/{node}/restart', { token, path: { id: servers.plex, node: DEMO_IDS.nodes.fra01 } });
    expect(status).toBe(200);
    expect((await call('post', '/api/customer/servers/{id}/node/{node}/deploy-ess', { token, path: { id: servers.plex, node: DEMO_IDS.nodes.fra01 } })).status).toBe(200);
    expect(db.node.findFirst({ where: { id: { equals: DEMO_IDS.nodes.fra01 } } })?.online).toBe(true);
  });

  it('updates the media server', async () => {
    const token = await signIn('jellyfin@demo.test');
    const { body } = await call('post', '/api/servers/update/{id}', { token, path: { id: servers.jellyfin }, body: {} });
    expect(body.message).toBe('Mateo’s Jellyfin is being updated to Jellyfin 10.10.5.');
  });

  it('deletes a server and keeps its backups under the deleted servers', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('delete', '/api/customer/servers/{id}', { token, path: { id: servers.plex } })).status).toBe(200);
    expect((await call('get', '/api/customer/servers', { token })).body.data).toEqual([]);
    expect(db.backup.getAll().filter((backup) => backup.user_id === DEMO_IDS.users.plex && backup.server_id === null)).toHaveLength(4);
  });
});

describe('claiming a Plex server', () => {
  it('claims with a popup to confirm, and resets the claim', async () => {
    const token = await signIn('noah.williams@demo.test');
    const id = 13;
    expect((await call('get', '/api/customer/servers/{id}/claim-status', { token, path: { id } })).body.data).toEqual({ claimed: false, email: null });
    const claimed = await call('post', '/api/customer/servers/{id}/claim', { token, path: { id }, body: { email: 'noah@plex.example', password: 'plex-password' } });
    expect(claimed.body.popup).toMatchObject({ type: 'success', confirm_read: true });
    expect((await call('get', '/api/customer/servers/{id}/claim-status', { token, path: { id } })).body.data).toEqual({ claimed: true, email: 'noah@plex.example' });
    await call('post', '/api/customer/servers/{id}/reset-claim', { token, path: { id } });
    expect((await call('get', '/api/customer/servers/{id}/claim-status', { token, path: { id } })).body.data.claimed).toBe(false);
  });

  it('needs e-mail and password', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/servers/{id}/claim', { token, path: { id: servers.plex }, body: {} });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ email: ['The email field is required.'], password: ['The password field is required.'] });
  });

  it('is only for Plex servers', async () => {
    const token = await signIn('emby@demo.test');
    const { status, body } = await call('post', '/api/customer/servers/{id}/claim', { token, path: { id: servers.emby }, body: { email: 'a@b.example', password: 'x' } });
    expect(status).toBe(422);
    expect(body.errors.server).toEqual(['This action is only available for Plex servers.']);
  });
});

describe('CDN, backups, libraries and invites', () => {
  it('enables and disables the CDN', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/servers/{id}/cdn', { token, path: { id: servers.plex } })).body.data).toEqual({ cdn: null, type: null, enabled: false });
    await call('post', '/api/customer/servers/{id}/cdn/enable', { token, path: { id: servers.plex }, body: { cdn: 'cdn.jordan.example', type: 'cloudflare' } });
    expect((await call('get', '/api/customer/servers/{id}/cdn', { token, path: { id: servers.plex } })).body.data).toEqual({ cdn: 'cdn.jordan.example', type: 'cloudflare', enabled: true });
    await call('post', '/api/customer/servers/{id}/cdn/disable', { token, path: { id: servers.plex } });
    expect((await call('get', '/api/customer/servers/{id}/cdn', { token, path: { id: servers.plex } })).body.data.enabled).toBe(false);
  });

  it('refuses the CDN to an account where it is switched off', async () => {
    const token = await signIn('trial@demo.test');
    const { status } = await call('post', '/api/customer/servers/{id}/cdn/enable', { token, path: { id: 11 }, body: { cdn: 'a.example', type: 'cloudflare' } });
    expect(status).toBe(403);
  });

  it('lists, creates, restores and deletes backups', async () => {
    const token = await signIn('plex@demo.test');
    const listed = await call('get', '/api/customer/servers/{id}/backups', { token, path: { id: servers.plex } });
    expect(listed.body.data.live).toHaveLength(3);
    expect(listed.body.data.deleted_servers).toHaveLength(1);
    const invalid = await call('post', '/api/customer/servers/{id}/backups/create/{type}', { token, path: { id: servers.plex, type: 'everything' }, body: { name: '' } });
    expect(invalid.body.errors).toEqual({ name: ['The name field is required.'], type: ['The selected type is invalid.'] });
    await call('post', '/api/customer/servers/{id}/backups/create/{type}', { token, path: { id: servers.plex, type: 'config' }, body: { name: 'Before the holidays' } });
    const after = await call('get', '/api/customer/servers/{id}/backups', { token, path: { id: servers.plex } });
    expect(after.body.data.live[0].name).toBe('Before the holidays');
    const restore = await call('post', '/api/customer/servers/{id}/backups/restore/{backup}', { token, path: { id: servers.plex, backup: after.body.data.live[0].id } });
    expect(restore.status).toBe(200);
    await call('post', '/api/customer/servers/{id}/backups/delete/{backup}', { token, path: { id: servers.plex, backup: after.body.data.live[0].id } });
    expect((await call('get', '/api/customer/servers/{id}/backups', { token, path: { id: servers.plex } })).body.data.live).toHaveLength(3);
    expect((await call('post', '/api/customer/servers/{id}/backups/delete/{backup}', { token, path: { id: servers.plex, backup: 5 } })).status).toBe(404);
  });

  it('lists the libraries and their media types', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/servers/{id}/sync-libraries', { token, path: { id: servers.plex } });
    expect(body.data.libraries.map((library: { name: string }) => library.name)).toEqual(['Movies', 'TV Shows', 'Music']);
    expect(body.data.media_types).toEqual(['movie', 'show', 'artist']);
  });

  it('invites to Emby and Jellyfin, refusing a taken username', async () => {
    const emby = await signIn('emby@demo.test');
    expect((await call('post', '/api/customer/servers/{id}/emby/invite', { token: emby, path: { id: servers.emby }, body: { username: 'grandpa' } })).status).toBe(200);
    const taken = await call('post', '/api/customer/servers/{id}/emby/invite', { token: emby, path: { id: servers.emby }, body: { username: 'Grandpa' } });
    expect(taken.body.errors.username).toEqual(['The username has already been taken.']);
    expect((await call('post', '/api/customer/servers/{id}/emby/connect', { token: emby, path: { id: servers.emby }, body: { email: 'aunt@example.com' } })).status).toBe(200);
    const invites = await call('get', '/api/customer/servers/{id}/invites', { token: emby, path: { id: servers.emby } });
    expect(invites.body.data.invites).toHaveLength(4);

    const jellyfin = await signIn('jellyfin@demo.test');
    const short = await call('post', '/api/customer/servers/{id}/jellyfin/invite', { token: jellyfin, path: { id: servers.jellyfin }, body: { username: 'kid', password: '123' } });
    expect(short.body.errors.password).toEqual(['The password field must be at least 8 characters.']);
    expect((await call('post', '/api/customer/servers/{id}/jellyfin/invite', { token: jellyfin, path: { id: servers.jellyfin }, body: { username: 'kid', password: 'cartoons-4-ever' } })).status).toBe(200);
  });

  it('reads invite backups and remounts Google Drive', async () => {
    const token = await signIn('plex@demo.test');
    const backup = await call('get', '/api/customer/servers/{id}/invites/backups/get/{backup}', { token, path: { id: servers.plex, backup: 1 } });
    expect(backup.body.data).toHaveLength(4);
    const remounted: unknown[] = [];
    const stop = domainEvents.on('gdrive-remounted', (payload) => remounted.push(payload));
    try {
      expect((await call('post', '/api/customer/servers/{id}/services/gdrive/remount', { token, path: { id: servers.plex } })).status).toBe(200);
    } finally {
      stop();
    }
    // The browser demo turns this into `paths-injected` for the server page.
    expect(remounted).toEqual([{ userId: DEMO_IDS.users.plex, serverId: servers.plex }]);
  });
});

describe('Plex tools', () => {
  it('lists invites and invite backups, and deletes a backup', async () => {
    const token = await signIn('plex@demo.test');
    const invites = await call('get', '/api/customer/plex-tools/invites', { token, query: { login: 'plex@demo.test', password: 'demo1234' } });
    expect(invites.body.data.invites).toHaveLength(4);
    expect(invites.body.data.token).toEqual(expect.any(String));
    const backups = await call('get', '/api/customer/plex-tools/invites/backups', { token });
    expect(backups.body.data.map((backup: { name: string }) => backup.name)).toEqual(['Monthly', 'Before moving to fra-01']);
    expect(backups.body.data[0].invites_count).toBe(4);
    await call('post', '/api/customer/plex-tools/invites/backups/delete/{backup}', { token, path: { backup: 2 } });
    expect((await call('get', '/api/customer/plex-tools/invites/backups', { token })).body.data).toHaveLength(1);
    expect((await call('post', '/api/customer/plex-tools/invites/backups/delete/{backup}', { token, path: { backup: 3 } })).status).toBe(404);
  });
});

describe('the request lounge', () => {
  it('lists the categories', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/request-lounge', { token });
    expect(body.data.categories).toContainEqual({ slug: 'popular', name: 'Popular', type: 'movies' });
  });

  it('pages movies, appending from the second page on', async () => {
    const token = await signIn('plex@demo.test');
    const first = await call('get', '/api/customer/request-lounge/movies', { token });
    expect(first.body.data).toHaveLength(20);
    expect(first.body.meta).toMatchObject({ current_page: 1, append_to_result: false });
    expect(first.body.meta.last_page).toBeGreaterThan(2);
    const second = await call('get', '/api/customer/request-lounge/movies', { token, query: { page: 2 } });
    expect(second.body.meta.append_to_result).toBe(true);
  });

  it('searches, lists 4K titles and categories', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/request-lounge/movies', { token, query: { qs: 'nosfer' } })).body.data.map((item: { title: string }) => item.title)).toEqual(['Nosferatu']);
    const uhd = await call('get', '/api/customer/request-lounge/movies', { token, query: { uhd: 1 } });
    expect(uhd.body.data.every((item: { uhd: boolean }) => item.uhd)).toBe(true);
    expect((await call('get', '/api/customer/request-lounge/shows/category/{category}', { token, path: { category: 'top-rated' } })).body.data.length).toBeGreaterThan(0);
    expect((await call('get', '/api/customer/request-lounge/movies/category/{category}', { token, path: { category: 'nope' } })).status).toBe(404);
  });

  it('lists the user’s requests and subscriptions', async () => {
    const token = await signIn('plex@demo.test');
    const pending = await call('get', '/api/customer/request-lounge/my-requests', { token, query: { status: 'pending', sorting: 'title', type: 'all' } });
    expect(pending.body.data.map((item: { title: string }) => item.title)).toEqual(['Bonanza', 'Detour']);
    const shows = await call('get', '/api/customer/request-lounge/subscriptions/{type}', { token, path: { type: 'shows' } });
    expect(shows.body.data.map((item: { title: string }) => item.title).sort()).toEqual(['Dragnet', 'The Lucy Show']);
  });

  it('is closed to an account where it is switched off', async () => {
    const token = await signIn('noah.williams@demo.test');
    expect((await call('get', '/api/customer/request-lounge', { token })).status).toBe(403);
  });
});
