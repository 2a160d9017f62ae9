import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { GENERATED_CONTRIBUTIONS } from '../src/db/request-setup/seed.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');

describe('the request rules', () => {
  it('set the quota the customer’s lounge shows, and a user’s own limit wins', async () => {
    const token = await admin();
    const rules = await call('get', '/api/admin/requests/rules', { token });
    expect(rules.body.data).toMatchObject({ weekly_limit: 10, trial_weekly_limit: 3, max_seasons: 3, uhd_requests: 'customers', auto_approve_contributors: true, overrides: 5 });

    const saved = await call('post', '/api/admin/requests/rules', { token, body: { weekly_limit: 14, trial_weekly_limit: 2, max_seasons: null, uhd_requests: 'everyone', auto_approve_contributors: false } });
    expect(saved.body).toMatchObject({ success: true, message: 'The request rules have been saved.', data: { weekly_limit: 14, max_seasons: null } });
    const customer = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/request-lounge', { token: customer })).body.data.quota.limit).toBe(14);
    const trial = await signIn('trial@demo.test');
    expect((await call('get', '/api/customer/request-lounge', { token: trial })).body.data.quota.limit).toBe(2);

    const own = await call('post', '/api/admin/requests/rules/overrides', { token, body: { email: 'plex@demo.test', weekly_limit: 30, note: 'Film club' } });
    expect(own.body).toMatchObject({ message: 'Jordan Lee may now make 30 requests a week.', data: { weekly_limit: 30, user: { name: 'Jordan Lee' } } });
    expect((await call('get', '/api/customer/request-lounge', { token: customer })).body.data.quota.limit).toBe(30);
    const removed = await call('delete', '/api/admin/requests/rules/overrides/{id}', { token, path: { id: own.body.data.id } });
    expect(removed.body.message).toBe('Jordan Lee’s own limit has been removed.');
    expect((await call('get', '/api/customer/request-lounge', { token: customer })).body.data.quota.limit).toBe(14);
  });

  it('refuses limits out of range, unknown users and admins', async () => {
    const token = await admin();
    const bad = await call('post', '/api/admin/requests/rules', { token, body: { weekly_limit: -1, trial_weekly_limit: 'x', uhd_requests: 'aliens', auto_approve_contributors: true } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['trial_weekly_limit', 'uhd_requests', 'weekly_limit']);
    expect((await call('post', '/api/admin/requests/rules/overrides', { token, body: { email: 'nobody@demo.test', weekly_limit: 3 } })).body.errors).toEqual({ email: ['No user has this e-mail address.'] });
    expect((await call('post', '/api/admin/requests/rules/overrides', { token, body: { email: 'admin@demo.test', weekly_limit: 3 } })).body.errors).toEqual({ email: ['Admins have no request limit.'] });
    const list = await call('get', '/api/admin/requests/rules/overrides', { token, query: { search: 'becker' } });
    expect(list.body.data.map((row: { user: { name: string } }) => row.user.name)).toEqual(['Hannah Becker']);
  });

  it('hold when a customer asks: 4K for whom the rules allow, at most the seasons they allow, contributors approved at once', async () => {
    const firstRequestable = (type: 'movie' | 'show', uhd = false) => {
      const row = db.mediaItem.getAll().find((item) => item.type === type && !item.available && (!uhd || item.uhd) && (type === 'movie' || (item.seasons ?? 0) > 3));
      if (!row) throw new Error(`No requestable ${type} in the seed.`);
      return row;
    };
    const trial = await signIn('trial@demo.test');
    const movie4k = firstRequestable('movie', true);
    const refused = await call('post', '/api/customer/request-lounge/requests', { token: trial, body: { media_id: movie4k.id, type: 'movie', uhd: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ uhd: ['4K requests are not open to your account.'] });

    const contributor = await signIn('contributor@demo.test');
    const show = firstRequestable('show');
    const tooMany = await call('post', '/api/customer/request-lounge/requests', { token: contributor, body: { media_id: show.id, type: 'show', uhd: false, seasons: [1, 2, 3, 4] } });
    expect(tooMany.body.errors).toEqual({ seasons: ['Choose at most 3 seasons in one request.'] });
    const everySeason = await call('post', '/api/customer/request-lounge/requests', { token: contributor, body: { media_id: show.id, type: 'show', uhd: false } });
    expect(everySeason.status).toBe(422);
    const three = await call('post', '/api/customer/request-lounge/requests', { token: contributor, body: { media_id: show.id, type: 'show', uhd: false, seasons: [1, 2, 3] } });
    expect(three.body.data.item.request).toMatchObject({ status: 'approved', seasons: [1, 2, 3] });

    const token = await admin();
    await call('post', '/api/admin/requests/rules', { token, body: { weekly_limit: 10, trial_weekly_limit: 3, max_seasons: null, uhd_requests: 'everyone', auto_approve_contributors: false } });
    const allowed = await call('post', '/api/customer/request-lounge/requests', { token: trial, body: { media_id: movie4k.id, type: 'movie', uhd: true } });
    expect(allowed.body.data.item.request).toMatchObject({ status: 'pending', uhd: true });
  });

  it('is for admins only', async () => {
    const customer = await signIn('plex@demo.test');
    expect((await call('get', '/api/admin/requests/rules', { token: customer })).status).toBe(403);
  });
});

describe('the contributions', () => {
  it('page the newest first with totals, and filter by contributor and kind', async () => {
    const token = await admin();
    const all = await call('get', '/api/admin/requests/contributes', { token, query: { perpage: 10 } });
    expect(all.body.meta).toEqual({ current_page: 1, last_page: Math.ceil(GENERATED_CONTRIBUTIONS / 10), per_page: 10, total: GENERATED_CONTRIBUTIONS });
    const times = all.body.data.map((row: { created_at: string }) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.totals.all).toBe(GENERATED_CONTRIBUTIONS);
    expect(all.body.totals.added + all.body.totals.upgraded + all.body.totals.fixed).toBe(GENERATED_CONTRIBUTIONS);
    expect(all.body.contributors[0].name).toBe('Sofia Rossi');
    const first = Date.now() - Date.parse(db.contribution.getAll().sort((a, b) => a.created_at.localeCompare(b.created_at))[0]!.created_at);
    expect(first).toBeGreaterThan(300 * 86_400_000);

    const sofia = await call('get', '/api/admin/requests/contributes', { token, query: { contributor: 13, kind: 'fixed' } });
    expect(sofia.body.data.every((row: { user: { id: number }; kind: string }) => row.user.id === 13 && row.kind === 'fixed')).toBe(true);
    expect(sofia.body.totals.fixed).toBe(sofia.body.meta.total);
  });
});

describe('the library maps and media types', () => {
  it('edits a library map, refusing a relative folder', async () => {
    const token = await admin();
    const maps = await call('get', '/api/admin/requests/library-maps', { token });
    expect(maps.body.data).toHaveLength(12);
    expect(maps.body.data[1]).toMatchObject({ server_type: 'plex', request_type: 'movie_4k', library: '4K Movies' });
    const bad = await call('post', '/api/admin/requests/library-maps/{id}', { token, path: { id: 2 }, body: { library: 'UHD', path: 'movies' } });
    expect(bad.body.errors).toEqual({ path: ['The path field format is invalid.'] });
    const saved = await call('post', '/api/admin/requests/library-maps/{id}', { token, path: { id: 2 }, body: { library: 'UHD Movies', path: '/data/media/uhd' } });
    expect(saved.body).toMatchObject({ message: 'Requests now land in UHD Movies.', data: { library: 'UHD Movies', path: '/data/media/uhd' } });
  });

  it('adds, renames, disables and deletes a media type; slugs are unique', async () => {
    const token = await admin();
    const taken = await call('post', '/api/admin/requests/media-types', { token, body: { name: 'Cartoons', slug: 'anime', enabled: true, maps_to: 'show' } });
    expect(taken.body.errors).toEqual({ slug: ['The slug has already been taken.'] });
    const added = await call('post', '/api/admin/requests/media-types', { token, body: { name: 'Concerts', slug: 'concerts', enabled: true, maps_to: 'movie' } });
    expect(added.body.message).toBe('Concerts has been added.');
    const id = added.body.data.id;
    const renamed = await call('post', '/api/admin/requests/media-types/{id}', { token, path: { id }, body: { name: 'Live concerts', slug: 'concerts', enabled: false, maps_to: 'movie_4k' } });
    expect(renamed.body.data).toMatchObject({ name: 'Live concerts', enabled: false, maps_to: 'movie_4k' });
    expect((await call('delete', '/api/admin/requests/media-types/{id}', { token, path: { id } })).body.message).toBe('Live concerts has been deleted.');
    expect((await call('delete', '/api/admin/requests/media-types/{id}', { token, path: { id } })).status).toBe(404);
  });
});

describe('the lounge’s settings', () => {
  it('switch the lounge off with an external link, and the menus are rebuilt', async () => {
    const token = await admin();
    expect((await call('get', '/api/admin/requests/settings', { token })).body.data).toEqual({ request_lounge: true, ombi_url: null, ombi_menu_name: null });
    const missing = await call('post', '/api/admin/requests/settings', { token, body: { request_lounge: false, ombi_url: 'ftp://requests.example.com', ombi_menu_name: '' } });
    expect(missing.body.errors).toEqual({ ombi_url: ['The external link must be an http:// or https:// address.'], ombi_menu_name: ['The ombi menu name field is required.'] });
    const events: { menu: boolean }[] = [];
    const stop = domainEvents.on('settings-changed', (payload) => events.push(payload));
    const saved = await call('post', '/api/admin/requests/settings', { token, body: { request_lounge: false, ombi_url: 'https://requests.example.com', ombi_menu_name: 'Ask for a title' } });
    expect(saved.body.data).toEqual({ request_lounge: false, ombi_url: 'https://requests.example.com', ombi_menu_name: 'Ask for a title' });
    stop();
    expect(events).toEqual([{ menu: true }]);
    const settings = await call('get', '/api/system/settings');
    expect(settings.body.data).toMatchObject({ request_lounge: false, ombi_url: 'https://requests.example.com', ombi_menu_name: 'Ask for a title' });
  });
});
