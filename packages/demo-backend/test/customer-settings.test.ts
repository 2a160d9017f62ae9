import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { servers } = DEMO_IDS;
const NEW_PASSWORD = 'popcorn-night-42';

interface SharedUser {
  id: number;
  name: string | null;
  username: string | null;
  email: string;
  status: string;
  servers: { server_id: number; server_name: string; libraries: { id: number; name: string; shared: boolean }[] }[];
}

describe('the profile', () => {
  it('answers the user with their time zone and e-mail preferences', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/settings/profile', { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: DEMO_IDS.users.plex,
      name: 'Jordan Lee',
      email: 'plex@demo.test',
      timezone: 'Europe/London',
      notifications: { ticket_replies: true, server_problems: true, newsletter: false },
    });
  });

  it('gives an account without saved preferences the defaults', async () => {
    const token = await signIn('moderator@demo.test');
    const { body } = await call('get', '/api/customer/settings/profile', { token });
    expect(body.data).toMatchObject({ timezone: 'UTC', notifications: { ticket_replies: true, server_problems: true, newsletter: false }, password_changed_at: null });
  });

  it('changes name, e-mail and time zone, and the session user with them', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/profile', {
      token,
      body: { name: '  Jordan A. Lee ', email: 'jordan.lee@demo.test', timezone: 'America/New_York' },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Your profile has been updated. Sign in with jordan.lee@demo.test from now on.');
    expect(body.data).toMatchObject({ name: 'Jordan A. Lee', email: 'jordan.lee@demo.test', timezone: 'America/New_York' });
    expect((await call('get', '/api/get-user', { token })).body.data).toMatchObject({ name: 'Jordan A. Lee', email: 'jordan.lee@demo.test' });
    expect((await call('post', '/api/login', { body: { email: 'jordan.lee@demo.test', password: DEMO_PASSWORD } })).status).toBe(200);
    expect((await call('post', '/api/login', { body: { email: 'plex@demo.test', password: DEMO_PASSWORD } })).status).toBe(422);
  });

  it('keeps the plain message when the address stays, whatever its case', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('post', '/api/customer/settings/profile', { token, body: { name: 'Jordan Lee', email: 'PLEX@demo.test', timezone: 'UTC' } });
    expect(body.message).toBe('Your profile has been updated.');
  });

  it('refuses an address another account has, and says what is missing or wrong', async () => {
    const token = await signIn('plex@demo.test');
    const taken = await call('post', '/api/customer/settings/profile', { token, body: { name: 'Jordan Lee', email: 'Emby@demo.test', timezone: 'UTC' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const invalid = await call('post', '/api/customer/settings/profile', { token, body: { name: '', email: 'not-an-address', timezone: 'Mars/Olympus' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      timezone: ['The timezone field must be a valid timezone.'],
    });
    expect(invalid.body.message).toBe('The name field is required. (and 2 more errors)');
    expect(db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.plex } } })?.name).toBe('Jordan Lee');
  });

  it('saves the e-mail preferences', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/notifications', { token, body: { ticket_replies: false, server_problems: true, newsletter: true } });
    expect(status).toBe(200);
    expect(body.message).toBe('Your e-mail preferences have been saved.');
    expect(body.data.notifications).toEqual({ ticket_replies: false, server_problems: true, newsletter: true });
    expect((await call('get', '/api/customer/settings/profile', { token })).body.data.notifications).toEqual({ ticket_replies: false, server_problems: true, newsletter: true });
  });

  it('creates the preferences of an account that had none, and wants every flag', async () => {
    const token = await signIn('moderator@demo.test');
    const missing = await call('post', '/api/customer/settings/notifications', { token, body: { ticket_replies: true } });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['server_problems', 'newsletter']);
    const saved = await call('post', '/api/customer/settings/notifications', { token, body: { ticket_replies: false, server_problems: false, newsletter: false } });
    expect(saved.body.data).toMatchObject({ timezone: 'UTC', notifications: { ticket_replies: false, server_problems: false, newsletter: false } });
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/settings/profile')).status).toBe(401);
    expect((await call('post', '/api/customer/settings/profile', { body: { name: 'x', email: 'x@demo.test', timezone: 'UTC' } })).status).toBe(401);
    expect((await call('post', '/api/customer/settings/notifications', { body: { ticket_replies: true, server_problems: true, newsletter: true } })).status).toBe(401);
  });
});

describe('the password', () => {
  it('changes it, ends the other sessions and keeps this one', async () => {
    const other = await signIn('plex@demo.test');
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/password', {
      token,
      body: { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Your password has been changed. Every other device signed in to your account has been signed out.');
    expect((await call('get', '/api/get-user', { token })).status).toBe(200);
    expect((await call('get', '/api/get-user', { token: other })).status).toBe(401);
    expect((await call('post', '/api/login', { body: { email: 'plex@demo.test', password: DEMO_PASSWORD } })).status).toBe(422);
    expect((await call('post', '/api/login', { body: { email: 'plex@demo.test', password: NEW_PASSWORD } })).status).toBe(200);
    expect((await call('get', '/api/customer/settings/profile', { token })).body.data.password_changed_at).not.toBeNull();
    expect(db.notification.getAll().some((row) => row.user_id === DEMO_IDS.users.plex && row.title === 'Password changed' && row.read_at === null)).toBe(true);
  });

  it('says so next to the current password when it is wrong', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/password', {
      token,
      body: { current_password: 'not-my-password', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ current_password: ['The password is incorrect.'] });
    expect((await call('post', '/api/login', { body: { email: 'plex@demo.test', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('wants at least 8 characters, the same twice, and not the current one', async () => {
    const token = await signIn('plex@demo.test');
    const short = await call('post', '/api/customer/settings/password', { token, body: { current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'short' } });
    expect(short.body.errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
    const mismatch = await call('post', '/api/customer/settings/password', { token, body: { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: 'something-else' } });
    expect(mismatch.body.errors).toEqual({ password: ['The password field confirmation does not match.'] });
    const same = await call('post', '/api/customer/settings/password', { token, body: { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD } });
    expect(same.body.errors).toEqual({ password: ['The password field and current password must be different.'] });
    const empty = await call('post', '/api/customer/settings/password', { token, body: {} });
    expect(Object.keys(empty.body.errors)).toEqual(['current_password', 'password']);
  });

  it('needs a signed-in user', async () => {
    expect((await call('post', '/api/customer/settings/password', { body: { current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } })).status).toBe(401);
  });
});

describe('server preferences', () => {
  const valid = {
    display_name: 'Jordan’s Movie Night',
    timezone: 'Europe/Dublin',
    auto_update: false,
    maintenance_day: 'tuesday',
    maintenance_hour: 0,
    transcoder_quality: 'make-my-cpu-hurt',
    hardware_transcoding: true,
    remote_bitrate_mbps: null,
  };

  it('answers the preferences of a server with the qualities its type offers', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/settings/servers/{id}', { token, path: { id: servers.plex } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      server_id: servers.plex,
      server_type: 'plex',
      server_status: 'running',
      display_name: 'Jordan’s Plex',
      timezone: 'Europe/London',
      auto_update: true,
      maintenance_day: 'sunday',
      maintenance_hour: 4,
      transcoder_quality: 'automatic',
      remote_bitrate_mbps: 12,
    });
    expect(body.data.transcoder_qualities.map((choice: { value: string }) => choice.value)).toEqual(['automatic', 'prefer-speed', 'prefer-quality', 'make-my-cpu-hurt']);
    const jellyfin = await call('get', '/api/customer/settings/servers/{id}', { token: await signIn('jellyfin@demo.test'), path: { id: servers.jellyfin } });
    expect(jellyfin.body.data.transcoder_qualities.map((choice: { value: string }) => choice.value)).toEqual(['auto', 'veryfast', 'fast', 'medium', 'slow']);
  });

  it('gives a server without saved preferences the defaults', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { body } = await call('get', '/api/customer/settings/servers/{id}', { token, path: { id: servers.multiJellyfin } });
    expect(body.data).toMatchObject({ timezone: 'UTC', auto_update: true, maintenance_day: 'sunday', maintenance_hour: 4, transcoder_quality: 'auto', hardware_transcoding: false, remote_bitrate_mbps: null });
  });

  it('saves them and renames the server', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/servers/{id}', { token, path: { id: servers.plex }, body: valid });
    expect(status).toBe(200);
    expect(body.message).toBe('The settings of Jordan’s Movie Night have been saved.');
    expect(body.data).toMatchObject({ ...valid, server_id: servers.plex });
    const server = await call('get', '/api/customer/servers/{id}', { token, path: { id: servers.plex } });
    expect(server.body.data.name).toBe('Jordan’s Movie Night');
    const again = await call('post', '/api/customer/settings/servers/{id}', { token, path: { id: servers.plex }, body: { ...valid, remote_bitrate_mbps: 4 } });
    expect(again.body.data.remote_bitrate_mbps).toBe(4);
  });

  it('validates every field, the quality against the server type', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/servers/{id}', {
      token,
      path: { id: servers.plex },
      body: { display_name: '', timezone: 'Nowhere', auto_update: 'sometimes', maintenance_day: 'someday', maintenance_hour: 24, transcoder_quality: 'slow', hardware_transcoding: null, remote_bitrate_mbps: 3 },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      display_name: ['The display name field is required.'],
      timezone: ['The timezone field must be a valid timezone.'],
      auto_update: ['The auto update field must be true or false.'],
      maintenance_day: ['The selected maintenance day is invalid.'],
      maintenance_hour: ['The maintenance hour field must not be greater than 23.'],
      transcoder_quality: ['The selected transcoder quality is invalid.'],
      hardware_transcoding: ['The hardware transcoding field is required.'],
      remote_bitrate_mbps: ['The selected remote bitrate mbps is invalid.'],
    });
  });

  it('refuses the name of another of the user’s servers', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/servers/{id}', {
      token,
      path: { id: servers.multiEmby },
      body: { ...valid, display_name: 'becker cinema 4k', transcoder_quality: 'auto' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ display_name: ['You already have a server with this name.'] });
  });

  it('answers 409 for a suspended server and 404 for somebody else’s', async () => {
    const hannah = await signIn('hannah.becker@demo.test');
    const suspended = await call('post', '/api/customer/settings/servers/{id}', { token: hannah, path: { id: servers.suspended }, body: valid });
    expect(suspended.status).toBe(409);
    expect(suspended.body.message).toBe('Becker Holiday Films is suspended, so its settings cannot be changed. Pay the open invoice to reactivate it.');
    const plex = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/settings/servers/{id}', { token: plex, path: { id: servers.emby } })).status).toBe(404);
    expect((await call('post', '/api/customer/settings/servers/{id}', { token: plex, path: { id: servers.emby }, body: valid })).status).toBe(404);
    expect((await call('get', '/api/customer/settings/servers/{id}', { token: plex, path: { id: 'abc' } })).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/settings/servers/{id}', { path: { id: servers.plex } })).status).toBe(401);
    expect((await call('post', '/api/customer/settings/servers/{id}', { path: { id: servers.plex }, body: valid })).status).toBe(401);
  });
});

describe('shared users', () => {
  async function sharedUsers(token: string, query: Record<string, string | number> = {}) {
    return call<{ data: SharedUser[]; meta: { current_page: number; last_page: number; per_page: number; total: number } }>('get', '/api/customer/settings/shared-users', { token, query });
  }

  it('lists the user’s people a page at a time, by name', async () => {
    const token = await signIn('plex@demo.test');
    const first = await sharedUsers(token);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 24 });
    expect(first.body.data.map((person) => person.name ?? person.email).slice(0, 4)).toEqual(['Aisha Rahman', 'Ben Carter', 'Carla Mendes', 'Daniel Kovač']);
    const last = await sharedUsers(token, { page: 3 });
    expect(last.body.data).toHaveLength(4);
    expect((await sharedUsers(token, { page: 99 })).body.meta.current_page).toBe(3);
    expect((await sharedUsers(token, { perpage: 50 })).body.data).toHaveLength(24);
  });

  it('says which libraries of each server a person can open', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const { body } = await sharedUsers(token);
    const jonas = body.data.find((person) => person.username === 'jonas.b')!;
    expect(jonas.servers.map((server) => server.server_name)).toEqual(['Becker Cinema 4K', 'Becker Kids']);
    expect(jonas.servers[0]!.libraries.every((library) => library.shared)).toBe(true);
    expect(jonas.servers[1]!.libraries.filter((library) => library.shared).map((library) => library.name)).toEqual(['Movies', 'TV']);
    const mia = body.data.find((person) => person.email === 'mia.becker@example.de')!;
    expect(mia).toMatchObject({ name: null, status: 'pending' });
  });

  it('searches names, usernames and addresses', async () => {
    const token = await signIn('plex@demo.test');
    expect((await sharedUsers(token, { search: 'taylor' })).body.data.map((person) => person.username)).toEqual(['taylork']);
    expect((await sharedUsers(token, { search: 'EXAMPLE.NET' })).body.data.map((person) => person.username)).toEqual(['devp']);
    expect((await sharedUsers(token, { search: 'nobody-like-this' })).body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 0 });
  });

  it('changes the libraries a person can open on one server', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const jonas = (await sharedUsers(token)).body.data.find((person) => person.username === 'jonas.b')!;
    const kids = jonas.servers[1]!;
    const music = kids.libraries.find((library) => library.name === 'Music')!;
    const { status, body } = await call('post', '/api/customer/settings/shared-users/{id}', { token, path: { id: jonas.id }, body: { server_id: kids.server_id, library_ids: [music.id] } });
    expect(status).toBe(200);
    expect(body.message).toBe('Jonas Becker can now open 1 library on Becker Kids.');
    const after = (body.data as SharedUser).servers[1]!.libraries.filter((library) => library.shared).map((library) => library.name);
    expect(after).toEqual(['Music']);
    expect((body.data as SharedUser).servers[0]!.libraries.every((library) => library.shared)).toBe(true);
  });

  it('refuses no libraries, another server’s libraries and a server the person is not on', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const jonas = (await sharedUsers(token)).body.data.find((person) => person.username === 'jonas.b')!;
    const cinema = jonas.servers[0]!;
    const kidsLibrary = jonas.servers[1]!.libraries[0]!;
    const none = await call('post', '/api/customer/settings/shared-users/{id}', { token, path: { id: jonas.id }, body: { server_id: cinema.server_id, library_ids: [] } });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ library_ids: ['The library ids field is required.'] });
    const foreign = await call('post', '/api/customer/settings/shared-users/{id}', { token, path: { id: jonas.id }, body: { server_id: cinema.server_id, library_ids: [kidsLibrary.id] } });
    expect(foreign.body.errors).toEqual({ library_ids: ['The selected library ids is invalid.'] });
    const notShared = await call('post', '/api/customer/settings/shared-users/{id}', { token, path: { id: jonas.id }, body: { server_id: servers.multiJellyfin, library_ids: [kidsLibrary.id] } });
    expect(notShared.body.errors).toEqual({ server_id: ['The selected server id is invalid.'] });
  });

  it('removes a person from every server, their invites included', async () => {
    const token = await signIn('plex@demo.test');
    const taylor = (await sharedUsers(token, { search: 'taylor' })).body.data[0]!;
    expect(db.invite.getAll().some((invite) => invite.email === 'taylor.kim@example.com')).toBe(true);
    const { status, body } = await call('delete', '/api/customer/settings/shared-users/{id}', { token, path: { id: taylor.id } });
    expect(status).toBe(200);
    expect(body.message).toBe('Taylor Kim no longer has access to any of your servers.');
    expect((await sharedUsers(token)).body.meta.total).toBe(23);
    expect(db.invite.getAll().some((invite) => invite.email === 'taylor.kim@example.com')).toBe(false);
    expect(db.sharedUserAccess.getAll().some((access) => access.shared_user_id === taylor.id)).toBe(false);
    expect((await call('delete', '/api/customer/settings/shared-users/{id}', { token, path: { id: taylor.id } })).status).toBe(404);
  });

  it('invites somebody new to a server with some of its libraries', async () => {
    const token = await signIn('plex@demo.test');
    const libraries = db.library.getAll().filter((library) => library.server_id === servers.plex);
    const movies = libraries.find((library) => library.name === 'Movies')!;
    const { status, body } = await call('post', '/api/customer/settings/shared-users', {
      token,
      body: { email: ' Sam.Rivera@example.org ', name: 'Sam Rivera', server_id: servers.plex, library_ids: [movies.id, movies.id] },
    });
    expect(status).toBe(200);
    const plexName = db.server.findFirst({ where: { id: { equals: servers.plex } } })!.name;
    expect(body.message).toBe(`An invite to ${plexName} has been sent to Sam.Rivera@example.org. They can open 1 library once they accept it.`);
    const person = body.data as SharedUser;
    expect(person).toMatchObject({ name: 'Sam Rivera', username: null, email: 'Sam.Rivera@example.org', status: 'pending' });
    expect(person.servers.map((server) => server.server_id)).toEqual([servers.plex]);
    expect(person.servers[0]!.libraries.filter((library) => library.shared).map((library) => library.name)).toEqual(['Movies']);
    expect(db.invite.getAll().some((invite) => invite.server_id === servers.plex && invite.email === 'Sam.Rivera@example.org' && invite.status === 'pending')).toBe(true);
    expect((await sharedUsers(token, { search: 'rivera' })).body.meta.total).toBe(1);
  });

  it('adds another server to somebody already shared with, and refuses the same server twice', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const oma = (await sharedUsers(token, { search: 'oma' })).body.data[0]!;
    expect(oma.servers.map((server) => server.server_id)).toEqual([servers.multiEmby]);
    const cinemaLibrary = db.library.getAll().find((library) => library.server_id === servers.multiPlex)!;
    const added = await call('post', '/api/customer/settings/shared-users', {
      token,
      body: { email: 'OMA.becker@example.de', server_id: servers.multiPlex, library_ids: [cinemaLibrary.id] },
    });
    expect(added.status).toBe(200);
    expect((added.body.data as SharedUser).id).toBe(oma.id);
    expect((added.body.data as SharedUser).servers.map((server) => server.server_id)).toEqual([servers.multiPlex, servers.multiEmby]);
    const again = await call('post', '/api/customer/settings/shared-users', {
      token,
      body: { email: 'oma.becker@example.de', server_id: servers.multiPlex, library_ids: [cinemaLibrary.id] },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['Oma Becker already has access to Becker Cinema 4K. Edit their access instead.'] });
  });

  it('validates the invite like Laravel, and refuses another user’s server and its libraries', async () => {
    const token = await signIn('plex@demo.test');
    const empty = await call('post', '/api/customer/settings/shared-users', { token, body: { email: 'not-an-address', library_ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      server_id: ['The server id field is required.'],
      library_ids: ['The library ids field is required.'],
    });
    const foreign = await call('post', '/api/customer/settings/shared-users', { token, body: { email: 'x@example.org', server_id: servers.emby, library_ids: [1] } });
    expect(foreign.body.errors).toEqual({ server_id: ['The selected server id is invalid.'] });
    const embyLibrary = db.library.getAll().find((library) => library.server_id === servers.emby)!;
    const wrongLibrary = await call('post', '/api/customer/settings/shared-users', { token, body: { email: 'x@example.org', server_id: servers.plex, library_ids: [embyLibrary.id] } });
    expect(wrongLibrary.body.errors).toEqual({ library_ids: ['The selected library ids is invalid.'] });
  });

  it('answers 409 for a suspended server and 403 where invites are switched off', async () => {
    const hannah = await signIn('hannah.becker@demo.test');
    const suspended = await call('post', '/api/customer/settings/shared-users', { token: hannah, body: { email: 'x@example.org', server_id: servers.suspended, library_ids: [1] } });
    expect(suspended.status).toBe(409);
    expect(suspended.body.message).toBe('Becker Holiday Films is suspended, so it cannot be shared. Pay the open invoice to reactivate it.');
    const lena = await signIn('lena.johansson@demo.test');
    const refused = await call('post', '/api/customer/settings/shared-users', { token: lena, body: { email: 'x@example.org', server_id: 1, library_ids: [1] } });
    expect(refused.status).toBe(403);
  });

  it('answers 404 for somebody else’s person', async () => {
    const emby = await signIn('emby@demo.test');
    const ravi = (await sharedUsers(emby)).body.data[0]!;
    const plex = await signIn('plex@demo.test');
    expect((await call('post', '/api/customer/settings/shared-users/{id}', { token: plex, path: { id: ravi.id }, body: { server_id: servers.emby, library_ids: [1] } })).status).toBe(404);
    expect((await call('delete', '/api/customer/settings/shared-users/{id}', { token: plex, path: { id: ravi.id } })).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/settings/shared-users')).status).toBe(401);
    expect((await call('post', '/api/customer/settings/shared-users', { body: { email: 'x@example.org', server_id: 1, library_ids: [1] } })).status).toBe(401);
    expect((await call('post', '/api/customer/settings/shared-users/{id}', { path: { id: 1 }, body: { server_id: 1, library_ids: [1] } })).status).toBe(401);
    expect((await call('delete', '/api/customer/settings/shared-users/{id}', { path: { id: 1 } })).status).toBe(401);
  });
});

describe('the CDN host', () => {
  it('answers no host with the CNAME target to use', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/settings/cdn-host', { token });
    expect(status).toBe(200);
    expect(body.data.host).toBeNull();
    expect(body.data.cname_target).toMatch(/^c3-[0-9a-f]{8}\.cdn\.mediadock\.test$/);
  });

  it('answers the Emby customer’s host, still waiting for its record', async () => {
    const token = await signIn('emby@demo.test');
    const { body } = await call('get', '/api/customer/settings/cdn-host', { token });
    expect(body.data.host).toMatchObject({
      host: 'watch.shah-family.example',
      status: 'pending',
      record: { type: 'CNAME', name: 'watch.shah-family.example', value: body.data.cname_target },
      verified_at: null,
    });
  });

  it('sets a host, which waits for verification, and verifies it', async () => {
    const token = await signIn('plex@demo.test');
    const set = await call('post', '/api/customer/settings/cdn-host', { token, body: { host: ' Media.Jordan-Lee.net. ' } });
    expect(set.status).toBe(200);
    expect(set.body.data.host).toMatchObject({ host: 'media.jordan-lee.net', status: 'pending', checked_at: null });
    expect(set.body.message).toBe(`media.jordan-lee.net is saved. Create its CNAME record pointing at ${set.body.data.cname_target}, then check it.`);
    const verified = await call('post', '/api/customer/settings/cdn-host/verify', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('media.jordan-lee.net is verified. Your servers are now served from it.');
    expect(verified.body.data.host).toMatchObject({ status: 'active', check_message: `The CNAME record of media.jordan-lee.net points at ${set.body.data.cname_target}.` });
    expect(verified.body.data.host.verified_at).not.toBeNull();
    const same = await call('post', '/api/customer/settings/cdn-host', { token, body: { host: 'media.jordan-lee.net' } });
    expect(same.body.message).toBe('media.jordan-lee.net is already your CDN host.');
    expect(same.body.data.host.status).toBe('active');
    const changed = await call('post', '/api/customer/settings/cdn-host', { token, body: { host: 'watch.jordan-lee.net' } });
    expect(changed.body.data.host).toMatchObject({ host: 'watch.jordan-lee.net', status: 'pending', verified_at: null });
  });

  it('keeps a host pending while its record cannot be found', async () => {
    const token = await signIn('emby@demo.test');
    const { status, body } = await call('post', '/api/customer/settings/cdn-host/verify', { token });
    expect(status).toBe(200);
    expect(body.message).toBe('We could not find the CNAME record of watch.shah-family.example yet. DNS changes can take a few hours to spread; check again later.');
    expect(body.data.host).toMatchObject({ status: 'pending', check_message: 'No CNAME record was found for watch.shah-family.example.' });
  });

  it('refuses what is not a subdomain of the user’s own, and a host in use', async () => {
    const token = await signIn('plex@demo.test');
    const cases: [string, string][] = [
      ['https://media.example.com/path', 'The host must be a host name such as media.example.com, without https:// or a path.'],
      ['media_server.example.com', 'The host must be a host name such as media.example.com, without https:// or a path.'],
      ['jordan-lee.net', 'Use a subdomain such as media.example.com: a CNAME record cannot sit at the root of a domain.'],
      ['media.mediadock.test', 'The host must be a domain of your own, not one of the platform’s.'],
      ['WATCH.shah-family.example', 'The host has already been taken.'],
    ];
    for (const [host, message] of cases) {
      const { status, body } = await call('post', '/api/customer/settings/cdn-host', { token, body: { host } });
      expect(status, host).toBe(422);
      expect(body.errors, host).toEqual({ host: [message] });
    }
    expect((await call('post', '/api/customer/settings/cdn-host', { token, body: {} })).body.errors).toEqual({ host: ['The host field is required.'] });
  });

  it('removes the host', async () => {
    const token = await signIn('emby@demo.test');
    const { status, body } = await call('delete', '/api/customer/settings/cdn-host', { token });
    expect(status).toBe(200);
    expect(body.message).toBe('watch.shah-family.example is no longer your CDN host.');
    expect(body.data.host).toBeNull();
    expect((await call('delete', '/api/customer/settings/cdn-host', { token })).status).toBe(404);
    expect((await call('post', '/api/customer/settings/cdn-host/verify', { token })).status).toBe(404);
  });

  it('answers 403 where the CDN is switched off for the account', async () => {
    const token = await signIn('trial@demo.test');
    expect((await call('get', '/api/customer/settings/cdn-host', { token })).status).toBe(403);
    const set = await call('post', '/api/customer/settings/cdn-host', { token, body: { host: 'media.kai.net' } });
    expect(set.status).toBe(403);
    expect(set.body.message).toBe('This feature is not available on your account.');
    expect((await call('post', '/api/customer/settings/cdn-host/verify', { token })).status).toBe(403);
    expect((await call('delete', '/api/customer/settings/cdn-host', { token })).status).toBe(403);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/settings/cdn-host')).status).toBe(401);
    expect((await call('post', '/api/customer/settings/cdn-host', { body: { host: 'media.example.net' } })).status).toBe(401);
    expect((await call('post', '/api/customer/settings/cdn-host/verify')).status).toBe(401);
    expect((await call('delete', '/api/customer/settings/cdn-host')).status).toBe(401);
  });
});
