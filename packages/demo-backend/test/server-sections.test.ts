import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/db/fixtures.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { servers } = DEMO_IDS;

function librariesOf(serverId: number) {
  return db.library.getAll().filter((library) => library.server_id === serverId);
}

describe('scanning a server’s libraries', () => {
  it('scans every library, records the command on the node and reports the scan', async () => {
    const token = await signIn('plex@demo.test');
    const started: { userId: number; serverId: number }[] = [];
    const stop = domainEvents.on('library-scan', (payload) => started.push(payload));
    const before = db.process.getAll().length;
    const { status, body } = await call('post', '/api/customer/servers/{id}/libraries/scan', { token, path: { id: servers.plex } });
    stop();
    expect(status).toBe(200);
    expect(body.message).toBe('Every library of Jordan’s Plex is being scanned.');
    expect(started).toEqual([{ userId: DEMO_IDS.users.plex, serverId: servers.plex }]);
    const recorded = db.process.getAll().slice(before);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.command).toContain('/library/sections/all/refresh');
  });

  it('scans one library', async () => {
    const token = await signIn('emby@demo.test');
    const [library] = librariesOf(servers.emby);
    const { status, body } = await call('post', '/api/customer/servers/{id}/libraries/scan', { token, path: { id: servers.emby }, body: { library: library!.id } });
    expect(status).toBe(200);
    expect(body.message).toBe(`${library!.name} is being scanned.`);
    expect(db.process.getAll().at(-1)?.command).toContain(`Items/${library!.id}/Refresh`);
  });

  it('refuses a library of another server', async () => {
    const token = await signIn('plex@demo.test');
    const [foreign] = librariesOf(servers.emby);
    const { status, body } = await call('post', '/api/customer/servers/{id}/libraries/scan', { token, path: { id: servers.plex }, body: { library: foreign!.id } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ library: ['The selected library is invalid.'] });
  });

  it('answers 409 while the server is not running', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { status, body } = await call('post', '/api/customer/servers/{id}/libraries/scan', { token, path: { id: servers.multiEmby } });
    expect(status).toBe(409);
    expect(body.message).toBe('Becker Kids is not running. Start it before scanning its libraries.');
  });

  it('answers 404 for another user’s server and 401 without a session', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('post', '/api/customer/servers/{id}/libraries/scan', { token, path: { id: servers.emby } })).status).toBe(404);
    expect((await call('post', '/api/customer/servers/{id}/libraries/scan', { path: { id: servers.plex } })).status).toBe(401);
  });
});

describe('a server’s invite backups', () => {
  it('lists this server’s invite backups, newest first, with their counts', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/servers/{id}/invites/backups', { token, path: { id: servers.plex } });
    expect(status).toBe(200);
    expect(body.data.map((backup: { name: string }) => backup.name)).toEqual(['Monthly', 'Before moving to fra-01']);
    expect(body.data[0].invites_count).toBe(4);
  });

  it('lists none for a server without any, and 404 for another user’s server', async () => {
    const token = await signIn('emby@demo.test');
    expect((await call('get', '/api/customer/servers/{id}/invites/backups', { token, path: { id: servers.emby } })).body.data).toEqual([]);
    expect((await call('get', '/api/customer/servers/{id}/invites/backups', { token, path: { id: servers.plex } })).status).toBe(404);
  });
});

describe('Plex invites', () => {
  const credentials = { login: 'plex@demo.test', password: DEMO_PASSWORD };

  it('needs the Plex login and password of the account the server is claimed with', async () => {
    const token = await signIn('plex@demo.test');
    const missing = await call('get', '/api/customer/servers/{id}/invites', { token, path: { id: servers.plex } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ login: ['The login field is required.'], password: ['The password field is required.'] });
    const wrong = await call('get', '/api/customer/servers/{id}/invites', { token, path: { id: servers.plex }, query: { login: 'plex@demo.test', password: 'nope' } });
    expect(wrong.body.errors).toEqual({ login: ['These Plex credentials do not match the account this server is claimed with.'] });
    const ok = await call('get', '/api/customer/servers/{id}/invites', { token, path: { id: servers.plex }, query: credentials });
    expect(ok.status).toBe(200);
    expect(ok.body.data.invites).toHaveLength(4);
    expect(ok.body.data.token).toEqual(expect.any(String));
  });

  it('asks for a claim first on an unclaimed server', async () => {
    const token = await signIn('noah.williams@demo.test');
    const { status, body } = await call('get', '/api/customer/servers/{id}/invites', { token, path: { id: 13 }, query: { login: 'noah.williams@demo.test', password: DEMO_PASSWORD } });
    expect(status).toBe(422);
    expect(body.errors.login).toEqual(['Claim this server with your Plex account before managing its invites.']);
  });

  it('invites by e-mail with the token of the sign-in, refusing a stale token and a repeated address', async () => {
    const token = await signIn('plex@demo.test');
    const plexToken = (await call('get', '/api/customer/servers/{id}/invites', { token, path: { id: servers.plex }, query: credentials })).body.data.token as string;
    const stale = await call('post', '/api/customer/servers/{id}/plex/invite', { token, path: { id: servers.plex }, body: { email: 'sam@example.com', token: 'old' } });
    expect(stale.body.errors).toEqual({ token: ['Your Plex sign-in has expired. Sign in to Plex again.'] });
    const invalid = await call('post', '/api/customer/servers/{id}/plex/invite', { token, path: { id: servers.plex }, body: { email: 'not an address', token: plexToken } });
    expect(invalid.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    const sent = await call('post', '/api/customer/servers/{id}/plex/invite', { token, path: { id: servers.plex }, body: { email: 'sam@example.com', token: plexToken } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('An invite to Jordan’s Plex has been sent to sam@example.com.');
    const again = await call('post', '/api/customer/servers/{id}/plex/invite', { token, path: { id: servers.plex }, body: { email: 'SAM@example.com', token: plexToken } });
    expect(again.body.errors).toEqual({ email: ['This e-mail address has already been invited.'] });
    const listed = await call('get', '/api/customer/servers/{id}/invites', { token, path: { id: servers.plex }, query: credentials });
    expect(listed.body.data.invites).toContainEqual(expect.objectContaining({ email: 'sam@example.com', status: 'pending' }));
  });

  it('is for Plex servers only, and not for accounts without invites', async () => {
    const emby = await signIn('emby@demo.test');
    const wrongType = await call('post', '/api/customer/servers/{id}/plex/invite', { token: emby, path: { id: servers.emby }, body: { email: 'a@example.com', token: 'x' } });
    expect(wrongType.body.errors).toEqual({ server: ['This action is only available for Plex servers.'] });
    const restricted = await signIn('lena.johansson@demo.test');
    const server = db.server.getAll().find((candidate) => candidate.user_id === 18)!;
    expect((await call('post', '/api/customer/servers/{id}/plex/invite', { token: restricted, path: { id: server.id }, body: { email: 'a@example.com', token: server.media_token } })).status).toBe(403);
  });
});
