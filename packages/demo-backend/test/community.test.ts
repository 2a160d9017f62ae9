import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { servers } = DEMO_IDS;

function libraryId(serverId: number, name: string): number {
  const row = db.library.getAll().find((library) => library.server_id === serverId && library.name === name);
  if (!row) throw new Error(`No library ${name} on ${serverId}`);
  return row.id;
}

describe('community calls', () => {
  it('need a signed-in user', async () => {
    expect((await call('get', '/api/customer/community/invites')).status).toBe(401);
    expect((await call('get', '/api/customer/community/cdn')).status).toBe(401);
    expect((await call('get', '/api/customer/community/mismatches')).status).toBe(401);
    expect((await call('post', '/api/customer/community/mismatches/{mismatch}/cancel', { path: { mismatch: 3 } })).status).toBe(401);
  });
});

describe('community invites', () => {
  it('lists the user’s invites, newest first, with the open places left', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/community/invites', { token });
    expect(body.data.invites.map((invite: { email: string; status: string }) => `${invite.email} ${invite.status}`)).toEqual([
      'lena.fischer@example.de pending',
      'marco.bianchi@example.it pending',
      'mark.tan@example.com revoked',
      'old.roommate@example.org expired',
      'sam.okoye@example.com accepted',
    ]);
    expect(body.data).toMatchObject({ limit: 5, remaining: 3 });
  });

  it('sends an invite and revokes it', async () => {
    const token = await signIn('plex@demo.test');
    const sent = await call('post', '/api/customer/community/invites', { token, body: { email: ' New.Friend@Example.com ', message: 'Come along!' } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('An invite has been sent to new.friend@example.com.');
    expect(sent.body.data).toMatchObject({ email: 'new.friend@example.com', status: 'pending', message: 'Come along!' });
    expect((await call('get', '/api/customer/community/invites', { token })).body.data.remaining).toBe(2);
    const revoked = await call('post', '/api/customer/community/invites/{invite}/revoke', { token, path: { invite: sent.body.data.id } });
    expect(revoked.body.message).toBe('The invite to new.friend@example.com has been revoked.');
    expect(revoked.body.data.status).toBe('revoked');
    const again = await call('post', '/api/customer/community/invites/{invite}/revoke', { token, path: { invite: sent.body.data.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invite has been revoked already.');
  });

  it('refuses a bad address, an existing account and an address already invited, next to the e-mail', async () => {
    const token = await signIn('plex@demo.test');
    const bad = await call('post', '/api/customer/community/invites', { token, body: { email: 'not-an-address' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['The email field must be a valid email address.']);
    const member = await call('post', '/api/customer/community/invites', { token, body: { email: 'emby@demo.test' } });
    expect(member.body.errors.email).toEqual(['emby@demo.test already has an account.']);
    const invited = await call('post', '/api/customer/community/invites', { token, body: { email: 'ravi.shah@example.com' } });
    expect(invited.body.errors.email).toEqual(['ravi.shah@example.com has already been invited.']);
    expect((await call('post', '/api/customer/community/invites', { token, body: {} })).body.errors.email).toEqual(['The email field is required.']);
  });

  it('answers 409 once every open invite is in use', async () => {
    const token = await signIn('plex@demo.test');
    for (const name of ['a', 'b', 'c']) {
      expect((await call('post', '/api/customer/community/invites', { token, body: { email: `${name}@example.org` } })).status).toBe(200);
    }
    const full = await call('post', '/api/customer/community/invites', { token, body: { email: 'd@example.org' } });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/^You have 5 open invites\./);
  });

  it('is closed to trial accounts', async () => {
    const token = await signIn('trial@demo.test');
    const { status, body } = await call('post', '/api/customer/community/invites', { token, body: { email: 'friend@example.org' } });
    expect(status).toBe(403);
    expect(body.message).toBe('Trial accounts cannot invite friends yet.');
  });

  it('does not revoke another user’s invite, and expires pending ones in time', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('post', '/api/customer/community/invites/{invite}/revoke', { token, path: { invite: 8 } })).status).toBe(404);
    db.communityInvite.update({ where: { id: { equals: 2 } }, data: { expires_at: new Date(Date.now() - 1000).toISOString() } });
    const expired = await call('post', '/api/customer/community/invites/{invite}/revoke', { token, path: { invite: 2 } });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('This invite has expired, so it cannot be revoked.');
  });
});

describe('community CDN', () => {
  it('lists the nodes with load and latency, and the preferred node', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/community/cdn', { token });
    expect(body.data.preferred_node_id).toBe(1);
    expect(body.data.nodes).toHaveLength(5);
    const offline = body.data.nodes.find((node: { status: string }) => node.status === 'offline');
    expect(offline).toMatchObject({ name: 'cdn-nyc-1', load_percent: null, latency_ms: null });
    expect(body.data.nodes[0].latency_ms).toBeGreaterThan(0);
  });

  it('chooses a node, or lets the platform choose', async () => {
    const token = await signIn('emby@demo.test');
    expect((await call('get', '/api/customer/community/cdn', { token })).body.data.preferred_node_id).toBeNull();
    const chosen = await call('post', '/api/customer/community/cdn/preference', { token, body: { node_id: 2 } });
    expect(chosen.body.message).toBe('Your streams now go through cdn-ams-1 (Amsterdam, NL) when it can take them.');
    expect(chosen.body.data.preferred_node_id).toBe(2);
    const automatic = await call('post', '/api/customer/community/cdn/preference', { token, body: { node_id: null } });
    expect(automatic.body.message).toBe('The platform now picks the best node for each stream.');
    expect((await call('get', '/api/customer/community/cdn', { token })).body.data.preferred_node_id).toBeNull();
  });

  it('refuses an unknown node with 422 and an offline one with 409', async () => {
    const token = await signIn('plex@demo.test');
    const unknown = await call('post', '/api/customer/community/cdn/preference', { token, body: { node_id: 99 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.node_id).toEqual(['The selected node is invalid.']);
    const offline = await call('post', '/api/customer/community/cdn/preference', { token, body: { node_id: 4 } });
    expect(offline.status).toBe(409);
    expect(offline.body.message).toBe('cdn-nyc-1 is offline. Choose another node, or let the platform choose.');
  });
});

describe('mismatched content', () => {
  it('lists the user’s reports, newest first', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/community/mismatches', { token });
    expect(body.data.map((report: { title: string; status: string }) => `${report.title} ${report.status}`)).toEqual([
      'Charade open',
      'The Beverly Hillbillies in_progress',
      'Nosferatu fixed',
    ]);
    expect(body.data[2]).toMatchObject({ server_name: 'Jordan’s Plex', library_name: 'Movies', correct_match: 'tt0013442' });
  });

  it('reports a title and cancels the report', async () => {
    const token = await signIn('plex@demo.test');
    const reported = await call('post', '/api/customer/community/mismatches', {
      token,
      body: { server_id: servers.plex, library_id: libraryId(servers.plex, 'Movies'), title: 'Metropolis', problem: 'wrong_artwork', correct_match: 'https://www.imdb.com/title/tt0017136/' },
    });
    expect(reported.status).toBe(200);
    expect(reported.body.message).toBe('Thanks! “Metropolis” has been reported. The community team will re-match it.');
    expect(reported.body.data).toMatchObject({ status: 'open', details: null, library_name: 'Movies' });
    const cancelled = await call('post', '/api/customer/community/mismatches/{mismatch}/cancel', { token, path: { mismatch: reported.body.data.id } });
    expect(cancelled.body.message).toBe('Your report of “Metropolis” has been cancelled.');
    expect(cancelled.body.data.status).toBe('cancelled');
  });

  it('accepts the correct match as an IMDb, TMDB or TheTVDB link or ID only', async () => {
    const token = await signIn('plex@demo.test');
    const base = { server_id: servers.plex, library_id: libraryId(servers.plex, 'TV Shows'), problem: 'wrong_title' };
    for (const [index, match] of ['tmdb:1433', 'tvdb:71663', 'https://www.themoviedb.org/tv/1433-the-beverly-hillbillies', 'tt0055662'].entries()) {
      expect((await call('post', '/api/customer/community/mismatches', { token, body: { ...base, title: `Show ${index}`, correct_match: match } })).status).toBe(200);
    }
    const wrong = await call('post', '/api/customer/community/mismatches', { token, body: { ...base, title: 'Dragnet', correct_match: 'https://example.com/dragnet' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.correct_match).toEqual(['The correct match must be an IMDb, TMDB or TheTVDB link, or an ID such as tt0017136, tmdb:19 or tvdb:71663.']);
  });

  it('validates the fields, the details for “other” and a second open report of a title', async () => {
    const token = await signIn('plex@demo.test');
    const movies = libraryId(servers.plex, 'Movies');
    const empty = await call('post', '/api/customer/community/mismatches', { token, body: {} });
    expect(Object.keys(empty.body.errors).sort()).toEqual(['correct_match', 'library_id', 'problem', 'server_id', 'title']);
    const other = await call('post', '/api/customer/community/mismatches', { token, body: { server_id: servers.plex, library_id: movies, title: 'Detour', problem: 'other', correct_match: 'tt0037638' } });
    expect(other.body.errors.details).toEqual(['The details field is required when problem is other.']);
    const twice = await call('post', '/api/customer/community/mismatches', { token, body: { server_id: servers.plex, library_id: movies, title: 'charade', problem: 'wrong_year', correct_match: 'tt0056923' } });
    expect(twice.body.errors.title).toEqual(['You have already reported “charade” on Jordan’s Plex.']);
    const foreign = await call('post', '/api/customer/community/mismatches', { token, body: { server_id: servers.emby, library_id: movies, title: 'X', problem: 'wrong_year', correct_match: 'tt0056923' } });
    expect(foreign.body.errors.server_id).toEqual(['The selected server is invalid.']);
    const wrongLibrary = await call('post', '/api/customer/community/mismatches', { token, body: { server_id: servers.plex, library_id: libraryId(servers.emby, 'Movies'), title: 'X', problem: 'wrong_year', correct_match: 'tt0056923' } });
    expect(wrongLibrary.body.errors.library_id).toEqual(['The selected library is invalid.']);
  });

  it('cancels only open reports of the user', async () => {
    const token = await signIn('plex@demo.test');
    const started = await call('post', '/api/customer/community/mismatches/{mismatch}/cancel', { token, path: { mismatch: 2 } });
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('This report is being worked on, so it cannot be cancelled.');
    expect((await call('post', '/api/customer/community/mismatches/{mismatch}/cancel', { token, path: { mismatch: 4 } })).status).toBe(404);
  });
});
