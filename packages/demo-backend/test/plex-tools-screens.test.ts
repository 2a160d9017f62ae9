import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { servers } = DEMO_IDS;
const HANNAH = 'hannah.becker@demo.test';

function libraryId(serverId: number, name: string): number {
  const row = db.library.getAll().find((library) => library.server_id === serverId && library.name === name);
  if (!row) throw new Error(`No library ${name} on ${serverId}`);
  return row.id;
}

describe('Plex tools access', () => {
  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/plex-tools/sync')).status).toBe(401);
    expect((await call('get', '/api/customer/plex-tools/scans')).status).toBe(401);
  });

  it('is for customers with Plex and admins only', async () => {
    const emby = await signIn('emby@demo.test');
    const refused = await call('get', '/api/customer/plex-tools/scans', { token: emby });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Plex tools are for customers with a Plex server.');
    const admin = await signIn('admin@demo.test');
    const sync = await call('get', '/api/customer/plex-tools/sync', { token: admin });
    expect(sync.status).toBe(200);
    expect(sync.body.data).toEqual({ servers: [], pairs: [], runs: [] });
  });

  it('answers 403 when an admin switched the Plex tools off for the user', async () => {
    db.user.update({ where: { id: { equals: DEMO_IDS.users.plex } }, data: { restrictions: ['plex-tools'] } });
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/plex-tools/invites/backups', { token })).status).toBe(403);
  });
});

describe('Plex invites', () => {
  it('lists the invites of the servers the Plex account owns, with the account token', async () => {
    const token = await signIn(HANNAH);
    const { status, body } = await call('get', '/api/customer/plex-tools/invites', { token, query: { login: 'Hannah.Becker@demo.test', password: DEMO_PASSWORD } });
    expect(status).toBe(200);
    expect(body.data.account).toBe(HANNAH);
    expect(body.data.invites.map((invite: { email: string; server_name: string }) => [invite.email, invite.server_name])).toEqual([
      ['jonas.becker@example.de', 'Becker Cinema 4K'],
      ['mia.becker@example.de', 'Becker Cinema 4K'],
    ]);
    const again = await call('get', '/api/customer/plex-tools/invites', { token, query: { token: body.data.token } });
    expect(again.body.data.invites).toHaveLength(2);
  });

  it('names the servers the account owns, and its token sends invites to each of them', async () => {
    const token = await signIn(HANNAH);
    const { body } = await call('get', '/api/customer/plex-tools/invites', { token, query: { login: HANNAH, password: DEMO_PASSWORD } });
    expect(body.data.servers).toEqual([
      { id: servers.multiPlex, name: 'Becker Cinema 4K', status: 'running' },
      { id: servers.suspended, name: 'Becker Holiday Films', status: 'suspended' },
    ]);
    const sent = await call('post', '/api/customer/servers/{id}/plex/invite', { token, path: { id: servers.suspended }, body: { email: 'oma.becker@example.de', token: body.data.token } });
    expect(sent.status).toBe(200);
    const again = await call('get', '/api/customer/plex-tools/invites', { token, query: { token: body.data.token } });
    expect(again.body.data.invites.map((invite: { email: string }) => invite.email)).toContain('oma.becker@example.de');
  });

  it('does not let another account’s token send invites', async () => {
    const plex = await signIn('plex@demo.test');
    const plexToken = (await call('get', '/api/customer/plex-tools/invites', { token: plex, query: { login: 'plex@demo.test', password: DEMO_PASSWORD } })).body.data.token;
    const hannah = await signIn(HANNAH);
    const refused = await call('post', '/api/customer/servers/{id}/plex/invite', { token: hannah, path: { id: servers.multiPlex }, body: { email: 'x@example.com', token: plexToken } });
    expect(refused.status).toBe(422);
  });

  it('asks for the login and password, and refuses wrong ones next to the login', async () => {
    const token = await signIn('plex@demo.test');
    const missing = await call('get', '/api/customer/plex-tools/invites', { token });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['login', 'password']);
    const wrong = await call('get', '/api/customer/plex-tools/invites', { token, query: { login: 'plex@demo.test', password: 'not-it' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.login).toEqual(['These Plex credentials do not match our records.']);
    const otherAccount = await call('get', '/api/customer/plex-tools/invites', { token, query: { login: HANNAH, password: DEMO_PASSWORD } });
    expect(otherAccount.status).toBe(422);
  });

  it('refuses a token that is not the account’s', async () => {
    const plex = await signIn('plex@demo.test');
    const hannah = await signIn(HANNAH);
    const hannahToken = (await call('get', '/api/customer/plex-tools/invites', { token: hannah, query: { login: HANNAH, password: DEMO_PASSWORD } })).body.data.token;
    const { status, body } = await call('get', '/api/customer/plex-tools/invites', { token: plex, query: { token: hannahToken } });
    expect(status).toBe(422);
    expect(body.errors.token).toEqual(['Your Plex sign-in has expired. Sign in again.']);
  });
});

describe('invite backups', () => {
  it('lists the backups with their server and opens one', async () => {
    const token = await signIn('plex@demo.test');
    const list = await call('get', '/api/customer/plex-tools/invites/backups', { token });
    expect(list.body.data[0]).toMatchObject({ name: 'Monthly', server_id: servers.plex, server_name: 'Jordan’s Plex', invites_count: 4 });
    const one = await call('get', '/api/customer/plex-tools/invites/backups/{backup}', { token, path: { backup: list.body.data[0].id } });
    expect(one.body.data.invites.map((invite: { email: string }) => invite.email)).toContain('grandma.lee@example.com');
  });

  it('backs up the invites of a server the Plex account owns', async () => {
    const token = await signIn('plex@demo.test');
    const plexToken = (await call('get', '/api/customer/plex-tools/invites', { token, query: { login: 'plex@demo.test', password: DEMO_PASSWORD } })).body.data.token;
    const { status, body } = await call('post', '/api/customer/plex-tools/invites/backups/create', { token, body: { server_id: servers.plex, name: ' Before the move ', token: plexToken } });
    expect(status).toBe(200);
    expect(body.message).toBe('The invite list of Jordan’s Plex (4 invites) has been backed up as “Before the move”.');
    expect(body.data).toMatchObject({ name: 'Before the move', server_id: servers.plex, server_name: 'Jordan’s Plex', invites_count: 4 });
    const list = await call('get', '/api/customer/plex-tools/invites/backups', { token });
    expect(list.body.data[0].name).toBe('Before the move');
  });

  it('validates a backup: the name, the token and a server of the account', async () => {
    const hannah = await signIn(HANNAH);
    const hannahToken = (await call('get', '/api/customer/plex-tools/invites', { token: hannah, query: { login: HANNAH, password: DEMO_PASSWORD } })).body.data.token;
    const missing = await call('post', '/api/customer/plex-tools/invites/backups/create', { token: hannah, body: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['name', 'server_id', 'token']);
    const long = await call('post', '/api/customer/plex-tools/invites/backups/create', { token: hannah, body: { server_id: servers.multiPlex, name: 'x'.repeat(61), token: hannahToken } });
    expect(Object.keys(long.body.errors)).toEqual(['name']);
    const foreign = await call('post', '/api/customer/plex-tools/invites/backups/create', { token: hannah, body: { server_id: servers.plex, name: 'Mine now', token: hannahToken } });
    expect(foreign.body.errors.server_id).toEqual(['The selected server is not one of this Plex account’s servers.']);
    const expired = await call('post', '/api/customer/plex-tools/invites/backups/create', { token: hannah, body: { server_id: servers.multiPlex, name: 'Family', token: 'nope' } });
    expect(expired.body.errors.token).toEqual(['Your Plex sign-in has expired. Sign in again.']);
  });

  it('does not open or delete another user’s backup', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/plex-tools/invites/backups/{backup}', { token, path: { backup: 3 } })).status).toBe(404);
    expect((await call('get', '/api/customer/plex-tools/invites/backups/{backup}', { token, path: { backup: 'x' } })).status).toBe(404);
    expect((await call('post', '/api/customer/plex-tools/invites/backups/delete/{backup}', { token, path: { backup: 3 } })).status).toBe(404);
  });

  it('deletes a backup', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('post', '/api/customer/plex-tools/invites/backups/delete/{backup}', { token, path: { backup: 2 } });
    expect(body.message).toBe('The invite backup “Monthly” has been deleted.');
    expect((await call('get', '/api/customer/plex-tools/invites/backups/{backup}', { token, path: { backup: 2 } })).status).toBe(404);
  });
});

describe('sync', () => {
  it('shows the servers, the latest result per pair and the runs', async () => {
    const token = await signIn(HANNAH);
    const { body } = await call('get', '/api/customer/plex-tools/sync', { token });
    expect(body.data.servers.map((server: { id: number; status: string }) => [server.id, server.status])).toEqual([
      [servers.multiPlex, 'running'],
      [servers.suspended, 'suspended'],
    ]);
    expect(body.data.runs).toHaveLength(3);
    expect(body.data.runs[0].status).toBe('failed');
    expect(body.data.pairs).toEqual([
      expect.objectContaining({ source_server_id: servers.multiPlex, target_server_id: servers.suspended, status: 'failed', what: ['watch_history'] }),
    ]);
  });

  it('starts a run that settles per target', async () => {
    const token = await signIn(HANNAH);
    const started = await call('post', '/api/customer/plex-tools/sync', {
      token,
      body: { source_server_id: servers.multiPlex, target_server_ids: [servers.suspended], what: ['users', 'watch_history'] },
    });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe('The sync from Becker Cinema 4K to Becker Holiday Films has started.');
    expect(started.body.data).toMatchObject({ status: 'running', what: ['watch_history', 'users'], finished_at: null });
    expect(started.body.data.targets[0]).toMatchObject({ status: 'pending', server_name: 'Becker Holiday Films' });
    const run = (await call('get', '/api/customer/plex-tools/sync', { token })).body.data.runs[0];
    expect(run).toMatchObject({ id: started.body.data.id, status: 'failed' });
    expect(run.targets[0].message).toBe('Becker Holiday Films is suspended, so it could not take the data.');
  });

  it('copies to a running target and says what it copied', async () => {
    db.server.update({ where: { id: { equals: servers.suspended } }, data: { status: 'running' } });
    const token = await signIn(HANNAH);
    await call('post', '/api/customer/plex-tools/sync', { token, body: { source_server_id: servers.multiPlex, target_server_ids: [servers.suspended], what: ['watch_history', 'users', 'libraries'] } });
    const run = (await call('get', '/api/customer/plex-tools/sync', { token })).body.data.runs[0];
    expect(run.status).toBe('finished');
    expect(run.targets[0].message).toMatch(/^Copied [\d,]+ watch states, 2 users and 4 libraries\.$/);
  });

  it('validates the source, the targets and what to sync next to each field', async () => {
    const token = await signIn(HANNAH);
    const empty = await call('post', '/api/customer/plex-tools/sync', { token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['source_server_id', 'target_server_ids', 'what']);
    const itself = await call('post', '/api/customer/plex-tools/sync', { token, body: { source_server_id: servers.multiPlex, target_server_ids: [servers.multiPlex], what: ['users'] } });
    expect(itself.body.errors.target_server_ids).toEqual(['The target servers must not include the source server.']);
    const foreign = await call('post', '/api/customer/plex-tools/sync', { token, body: { source_server_id: servers.plex, target_server_ids: [servers.multiEmby], what: ['users'] } });
    expect(foreign.body.errors).toEqual({ source_server_id: ['The selected source server is invalid.'], target_server_ids: ['The selected target servers are invalid.'] });
    const unknownWhat = await call('post', '/api/customer/plex-tools/sync', { token, body: { source_server_id: servers.multiPlex, target_server_ids: [servers.suspended], what: ['playlists'] } });
    expect(unknownWhat.status).toBe(422);
  });

  it('answers 409 when the source is not running', async () => {
    const token = await signIn(HANNAH);
    const { status, body } = await call('post', '/api/customer/plex-tools/sync', { token, body: { source_server_id: servers.suspended, target_server_ids: [servers.multiPlex], what: ['users'] } });
    expect(status).toBe(409);
    expect(body.message).toBe('Becker Holiday Films is suspended. Start it before syncing from it.');
  });
});

describe('collections', () => {
  it('lists a server’s collections with the presets', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/plex-tools/collections', { token, query: { server_id: servers.plex } });
    expect(body.data.collections.map((collection: { name: string; library_name: string }) => `${collection.library_name}: ${collection.name}`)).toEqual([
      'Movies: Noir nights',
      'Movies: Recently added',
      'Movies: Silent classics',
      'TV Shows: Saturday sitcoms',
    ]);
    expect(body.data.presets.map((preset: { id: string }) => preset.id)).toContain('top-rated');
  });

  it('answers 422 without a server, 404 for another user’s, 409 for one that is not running', async () => {
    const token = await signIn(HANNAH);
    expect((await call('get', '/api/customer/plex-tools/collections', { token })).status).toBe(422);
    expect((await call('get', '/api/customer/plex-tools/collections', { token, query: { server_id: servers.plex } })).status).toBe(404);
    const suspended = await call('get', '/api/customer/plex-tools/collections', { token, query: { server_id: servers.suspended } });
    expect(suspended.status).toBe(409);
    expect(suspended.body.message).toBe('Becker Holiday Films is suspended, so its collections cannot be read.');
  });

  it('creates one from titles and names the ones it did not find', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/plex-tools/collections', {
      token,
      body: { server_id: servers.plex, library_id: libraryId(servers.plex, 'Movies'), name: 'Keaton', titles: ['The General', 'sherlock jr. (1924)', 'Steamboat Bill, Jr.', 'The Navigator'] },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('The collection “Keaton” has been created in Movies with 3 titles. Not found in Movies: The Navigator.');
    expect(body.data).toMatchObject({ name: 'Keaton', items_count: 3, preset: null, library_name: 'Movies' });
  });

  it('creates one from a preset that fits the library', async () => {
    const token = await signIn('plex@demo.test');
    const music = libraryId(servers.plex, 'Music');
    const unfit = await call('post', '/api/customer/plex-tools/collections', { token, body: { server_id: servers.plex, library_id: music, name: 'Best', preset: 'top-rated' } });
    expect(unfit.body.errors.preset).toEqual(['The Top rated preset does not fit Music.']);
    const created = await call('post', '/api/customer/plex-tools/collections', { token, body: { server_id: servers.plex, library_id: music, name: 'On repeat', preset: 'most-played' } });
    expect(created.body.data).toMatchObject({ preset: 'most-played', items_count: 25 });
  });

  it('validates the name, the titles and the library', async () => {
    const token = await signIn('plex@demo.test');
    const movies = libraryId(servers.plex, 'Movies');
    const taken = await call('post', '/api/customer/plex-tools/collections', { token, body: { server_id: servers.plex, library_id: movies, name: 'noir nights', titles: ['Detour'] } });
    expect(taken.body.errors.name).toEqual(['A collection named “noir nights” already exists in Movies.']);
    const none = await call('post', '/api/customer/plex-tools/collections', { token, body: { server_id: servers.plex, library_id: movies, name: 'Empty', titles: ['', '  '] } });
    expect(none.body.errors.titles).toEqual(['The titles field is required when preset is not present.']);
    const unknown = await call('post', '/api/customer/plex-tools/collections', { token, body: { server_id: servers.plex, library_id: movies, name: 'Nope', titles: ['Not a real film'] } });
    expect(unknown.body.errors.titles).toEqual(['None of these titles are in Movies.']);
    const otherLibrary = await call('post', '/api/customer/plex-tools/collections', { token, body: { server_id: servers.plex, library_id: libraryId(servers.multiPlex, 'Movies'), name: 'X', titles: ['Detour'] } });
    expect(otherLibrary.body.errors.library_id).toEqual(['The selected library is invalid.']);
    const missing = await call('post', '/api/customer/plex-tools/collections', { token, body: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['library_id', 'name', 'server_id']);
  });

  it('deletes a collection, not another user’s', async () => {
    const token = await signIn('plex@demo.test');
    const deleted = await call('delete', '/api/customer/plex-tools/collections/{collection}', { token, path: { collection: 2 } });
    expect(deleted.body.message).toBe('The collection “Noir nights” has been deleted.');
    expect((await call('delete', '/api/customer/plex-tools/collections/{collection}', { token, path: { collection: 2 } })).status).toBe(404);
    expect((await call('delete', '/api/customer/plex-tools/collections/{collection}', { token, path: { collection: 5 } })).status).toBe(404);
  });

  it('answers 409 for a server that stopped', async () => {
    db.server.update({ where: { id: { equals: servers.plex } }, data: { status: 'stopped' } });
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('delete', '/api/customer/plex-tools/collections/{collection}', { token, path: { collection: 1 } });
    expect(status).toBe(409);
    expect(body.message).toBe('Jordan’s Plex is stopped, so its collections cannot be changed.');
  });
});

describe('scans', () => {
  it('lists the scans of the user’s Plex servers, newest first', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/plex-tools/scans', { token });
    expect(body.data.map((scan: { library_name: string; status: string }) => `${scan.library_name} ${scan.status}`)).toEqual([
      'TV Shows finished',
      'Movies finished',
      'Music failed',
      'Movies finished',
    ]);
    expect(body.data[2].message).toMatch(/could not be read/);
  });

  it('starts a scan that is running first and finished later', async () => {
    const token = await signIn('plex@demo.test');
    const movies = libraryId(servers.plex, 'Movies');
    const started = await call('post', '/api/customer/plex-tools/scans', { token, body: { server_id: servers.plex, library_id: movies } });
    expect(started.body.message).toBe('The scan of Movies on Jordan’s Plex has started.');
    expect(started.body.data).toMatchObject({ status: 'running', items_added: null, finished_at: null });
    const latest = (await call('get', '/api/customer/plex-tools/scans', { token })).body.data[0];
    expect(latest).toMatchObject({ id: started.body.data.id, status: 'finished' });
    expect(latest.items_added).toEqual(expect.any(Number));
  });

  it('answers 409 while the library is being scanned', async () => {
    const token = await signIn('plex@demo.test');
    const movies = libraryId(servers.plex, 'Movies');
    db.plexScan.create({ id: 99, server_id: servers.plex, library_id: movies, status: 'running', started_at: new Date().toISOString(), finishes_at: new Date(Date.now() + 60_000).toISOString() });
    const { status, body } = await call('post', '/api/customer/plex-tools/scans', { token, body: { server_id: servers.plex, library_id: movies } });
    expect(status).toBe(409);
    expect(body.message).toBe('Movies on Jordan’s Plex is being scanned already.');
    expect((await call('get', '/api/customer/plex-tools/scans', { token })).body.data[0]).toMatchObject({ id: 99, status: 'running' });
  });

  it('validates the server and library, and refuses a server that is not running', async () => {
    const token = await signIn(HANNAH);
    const missing = await call('post', '/api/customer/plex-tools/scans', { token, body: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['library_id', 'server_id']);
    const foreign = await call('post', '/api/customer/plex-tools/scans', { token, body: { server_id: servers.plex, library_id: 1 } });
    expect(foreign.body.errors.server_id).toEqual(['The selected server is invalid.']);
    const wrongLibrary = await call('post', '/api/customer/plex-tools/scans', { token, body: { server_id: servers.multiPlex, library_id: libraryId(servers.plex, 'Movies') } });
    expect(wrongLibrary.body.errors.library_id).toEqual(['The selected library is invalid.']);
    const suspended = await call('post', '/api/customer/plex-tools/scans', { token, body: { server_id: servers.suspended, library_id: libraryId(servers.suspended, 'Movies') } });
    expect(suspended.status).toBe(409);
    expect(suspended.body.message).toBe('Becker Holiday Films is suspended, so its libraries cannot be scanned.');
  });
});
