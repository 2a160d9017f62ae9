import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { GENERATED_MOVIES, GENERATED_SHOWS, seedMedia } from '../src/db/request-lounge/seed.ts';
import { REQUEST_LIMIT_MESSAGE, TRIAL_WEEKLY_REQUEST_LIMIT, WEEKLY_REQUEST_LIMIT } from '../src/handlers/request-lounge.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

interface Item {
  id: number;
  title: string;
  type: 'movie' | 'show';
  status: string | null;
  uhd: boolean;
  seasons: number | null;
  poster: string | null;
  request: { id: number; status: string; uhd: boolean; seasons: number[] | null } | null;
  subscribed: boolean;
}

interface ItemPage {
  data: Item[];
  meta: { current_page: number; last_page: number; per_page: number; total: number; append_to_result: boolean };
}

/** A title nobody has asked for and that is not on a server yet: one the user can request. */
async function requestable(token: string, { uhd = false, type = 'movies' as 'movies' | 'shows', page = 1 } = {}): Promise<Item> {
  const { body } = await call<ItemPage>('get', `/api/customer/request-lounge/${type}`, { token, query: { page, uhd: uhd ? 1 : 0 } });
  const item = body.data.find((candidate) => candidate.status === null);
  if (!item) throw new Error('No requestable title on that page.');
  return item;
}

describe('the request lounge catalogue', () => {
  it('is the same every time it is seeded, with hundreds of titles per list', async () => {
    const titles = () => db.mediaItem.getAll().map((row) => `${row.id}:${row.title}:${row.year}:${row.popularity}`);
    const first = titles();
    // setupDemoBackend seeded once already; generating again must give the very same catalogue.
    db.mediaItem.deleteMany({ where: { id: { gte: 1 } } });
    db.mediaReport.deleteMany({ where: { id: { gte: 1 } } });
    db.lostMedia.deleteMany({ where: { id: { gte: 1 } } });
    db.mediaPlay.deleteMany({ where: { id: { gte: 1 } } });
    seedMedia();
    expect(titles()).toEqual(first);
    expect(new Set(first.map((entry) => entry.split(':')[1])).size).toBe(first.length);
    expect(first.length).toBe(44 + GENERATED_MOVIES + GENERATED_SHOWS);

    const token = await signIn('plex@demo.test');
    const movies = await call('get', '/api/customer/request-lounge/movies', { token });
    expect(movies.body.meta.last_page).toBeGreaterThanOrEqual(40);
    const uhd = await call('get', '/api/customer/request-lounge/movies', { token, query: { uhd: 1 } });
    expect(uhd.body.meta.last_page).toBeGreaterThan(3);
    const shows = await call('get', '/api/customer/request-lounge/shows', { token });
    expect(shows.body.meta.last_page).toBeGreaterThan(10);
  });

  it('keeps the hand-picked titles where the seed refers to them', () => {
    expect(db.mediaItem.findFirst({ where: { id: { equals: 2 } } })?.title).toBe('Nosferatu');
    expect(db.mediaItem.findFirst({ where: { id: { equals: 33 } } })?.title).toBe('Bonanza');
    expect(db.mediaItem.findFirst({ where: { id: { equals: 33 } } })?.seasons).toBe(14);
  });

  it('gives most titles a poster and a few none, and shows their season count', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call<ItemPage>('get', '/api/customer/request-lounge/shows', { token, query: { page: 2 } });
    expect(body.data.some((item) => item.poster === null)).toBe(true);
    expect(body.data.filter((item) => item.poster !== null).every((item) => item.poster!.startsWith('data:image/svg+xml,'))).toBe(true);
    expect(body.data.every((item) => typeof item.seasons === 'number' && item.seasons > 0)).toBe(true);
  });

  it('pages a category until its last page, each page after the first appended', async () => {
    const token = await signIn('plex@demo.test');
    const first = await call('get', '/api/customer/request-lounge/movies/category/{category}', { token, path: { category: 'recently-added' } });
    const { last_page: lastPage, total } = first.body.meta;
    const last = await call('get', '/api/customer/request-lounge/movies/category/{category}', { token, path: { category: 'recently-added' }, query: { page: lastPage } });
    expect(last.body.meta).toMatchObject({ current_page: lastPage, append_to_result: true });
    expect(last.body.data.length).toBe(total - (lastPage - 1) * 20);
  });

  it('tells the quota in the base call', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/request-lounge', { token });
    // Three of Jordan's seeded requests are less than a week old.
    expect(body.data.quota).toMatchObject({ period: 'week', limit: WEEKLY_REQUEST_LIMIT, used: 3, remaining: WEEKLY_REQUEST_LIMIT - 3 });
    expect(body.data.quota.resets_at).toEqual(expect.any(String));
  });
});

describe('requesting a title', () => {
  it('marks it pending, counts it, and lists it in my requests', async () => {
    const token = await signIn('plex@demo.test');
    const item = await requestable(token, { page: 3 });
    const { status, body } = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: item.id, type: 'movie', uhd: false } });
    expect(status).toBe(200);
    expect(body.message).toContain(item.title);
    expect(body.data.item).toMatchObject({ id: item.id, status: 'pending', request: { status: 'pending', uhd: false, seasons: null } });
    expect(body.data.quota.used).toBe(4);

    const again = await call<ItemPage>('get', '/api/customer/request-lounge/movies', { token, query: { page: 3 } });
    expect(again.body.data.find((candidate) => candidate.id === item.id)?.status).toBe('pending');
    const mine = await call<ItemPage>('get', '/api/customer/request-lounge/my-requests', { token, query: { status: 'pending', sorting: 'newest', type: 'movie' } });
    expect(mine.body.data[0]?.id).toBe(item.id);
  });

  it('keeps the 4K request apart from the HD one', async () => {
    const token = await signIn('plex@demo.test');
    const item = await requestable(token, { uhd: true });
    await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: item.id, type: 'movie', uhd: true } });
    const uhd = await call<ItemPage>('get', '/api/customer/request-lounge/movies', { token, query: { uhd: 1 } });
    expect(uhd.body.data.find((candidate) => candidate.id === item.id)?.status).toBe('pending');
    const hd = await call<ItemPage>('get', '/api/customer/request-lounge/movies', { token, query: { qs: item.title } });
    expect(hd.body.data.find((candidate) => candidate.id === item.id)?.request).toBeNull();
  });

  it('asks for some seasons of a show, and refuses seasons it does not have', async () => {
    const token = await signIn('plex@demo.test');
    const show = await requestable(token, { type: 'shows', page: 2 });
    const tooMany = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: show.id, type: 'show', uhd: false, seasons: [show.seasons! + 1] } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.seasons[0]).toContain(`there is no season ${show.seasons! + 1}`);
    const { body } = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: show.id, type: 'show', uhd: false, seasons: [1] } });
    expect(body.data.item.request.seasons).toEqual([1]);
  });

  it('refuses a duplicate, an available title, a missing 4K version and an unknown title', async () => {
    const token = await signIn('plex@demo.test');
    // Detour (15) is pending for Jordan; Nosferatu (2) is available.
    const duplicate = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: 15, type: 'movie', uhd: false } });
    expect(duplicate).toMatchObject({ status: 422, body: { message: 'You have already requested this title.' } });
    const available = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: 2, type: 'movie', uhd: false } });
    expect(available.body.message).toBe('This title is already available on your server.');
    const noUhd = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: 15, type: 'movie', uhd: true } });
    expect(noUhd.body.errors.uhd).toEqual(['This title has no 4K version.']);
    expect((await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: 999_999, type: 'movie', uhd: false } })).status).toBe(404);
    expect((await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: 15, type: 'show', uhd: false } })).status).toBe(404);
    const invalid = await call('post', '/api/customer/request-lounge/requests', { token, body: { type: 'film' } });
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['media_id', 'type', 'uhd']);
  });

  it('stops at the weekly limit', async () => {
    const token = await signIn('trial@demo.test');
    const { body } = await call<ItemPage>('get', '/api/customer/request-lounge/movies', { token, query: { page: 4 } });
    const open = body.data.filter((item) => item.status === null);
    for (const item of open.slice(0, TRIAL_WEEKLY_REQUEST_LIMIT)) {
      expect((await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: item.id, type: 'movie', uhd: false } })).status).toBe(200);
    }
    const over = await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: open[TRIAL_WEEKLY_REQUEST_LIMIT]!.id, type: 'movie', uhd: false } });
    expect(over).toMatchObject({ status: 422, body: { message: REQUEST_LIMIT_MESSAGE, errors: { media_id: [REQUEST_LIMIT_MESSAGE] } } });
    expect((await call('get', '/api/customer/request-lounge', { token })).body.data.quota).toMatchObject({ used: 3, remaining: 0 });
  });

  it('cancels a pending request, and only a pending one of the user', async () => {
    const token = await signIn('plex@demo.test');
    const pending = db.mediaRequest.findFirst({ where: { user_id: { equals: 3 }, status: { equals: 'pending' }, media_id: { equals: 15 } } })!;
    const { status, body } = await call('delete', '/api/customer/request-lounge/requests/{request}', { token, path: { request: pending.id } });
    expect(status).toBe(200);
    expect(body.data.item).toMatchObject({ id: 15, status: null, request: null });
    expect(body.data.quota.used).toBe(2);
    const approved = db.mediaRequest.findFirst({ where: { user_id: { equals: 3 }, status: { equals: 'approved' } } })!;
    expect(await call('delete', '/api/customer/request-lounge/requests/{request}', { token, path: { request: approved.id } })).toMatchObject({
      status: 409,
      body: { message: 'Only pending requests can be cancelled.' },
    });
    const someoneElses = db.mediaRequest.findFirst({ where: { user_id: { equals: 4 } } })!;
    expect((await call('delete', '/api/customer/request-lounge/requests/{request}', { token, path: { request: someoneElses.id } })).status).toBe(404);
  });
});

describe('my requests', () => {
  it('pages, filters and sorts', async () => {
    const token = await signIn('plex@demo.test');
    const all = await call<ItemPage>('get', '/api/customer/request-lounge/my-requests', { token, query: { sorting: 'oldest' } });
    expect(all.body.data.map((item) => item.title)).toEqual(['Plan 9 from Outer Space', 'Nosferatu', 'Carnival of Souls', 'Bonanza', 'Detour']);
    expect(all.body.data.every((item) => item.request !== null)).toBe(true);
    const shows = await call<ItemPage>('get', '/api/customer/request-lounge/my-requests', { token, query: { type: 'show', sorting: 'title' } });
    expect(shows.body.data.map((item) => item.title)).toEqual(['Bonanza']);
    expect(all.body.meta).toMatchObject({ current_page: 1, last_page: 1, append_to_result: false });
  });
});

describe('subscriptions', () => {
  it('follows and unfollows a title', async () => {
    const token = await signIn('plex@demo.test');
    const show = await requestable(token, { type: 'shows' });
    const followed = await call('put', '/api/customer/request-lounge/subscriptions/{type}/{media}', { token, path: { type: 'shows', media: show.id } });
    expect(followed.body.data.subscribed).toBe(true);
    // Following twice changes nothing.
    await call('put', '/api/customer/request-lounge/subscriptions/{type}/{media}', { token, path: { type: 'shows', media: show.id } });
    const list = await call<ItemPage>('get', '/api/customer/request-lounge/subscriptions/{type}', { token, path: { type: 'shows' } });
    expect(list.body.data.filter((item) => item.id === show.id)).toHaveLength(1);
    const unfollowed = await call('delete', '/api/customer/request-lounge/subscriptions/{type}/{media}', { token, path: { type: 'shows', media: show.id } });
    expect(unfollowed.body.data.subscribed).toBe(false);
    expect(unfollowed.body.message).toContain(`You no longer follow ${show.title}`);
    expect((await call('put', '/api/customer/request-lounge/subscriptions/{type}/{media}', { token, path: { type: 'movies', media: show.id } })).status).toBe(404);
  });
});

describe('top played', () => {
  it('ranks the titles played on the user’s servers, per period', async () => {
    const token = await signIn('plex@demo.test');
    const all = await call('get', '/api/customer/request-lounge/top-played', { token, query: { period: 'all' } });
    expect(all.body.meta).toMatchObject({ period: 'all', from: null });
    const plays = all.body.data.map((entry: { plays: number }) => entry.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    expect(all.body.data[0].rank).toBe(1);
    const week = await call('get', '/api/customer/request-lounge/top-played', { token, query: { period: 'week' } });
    const weekPlays = week.body.data.reduce((sum: number, entry: { plays: number }) => sum + entry.plays, 0);
    const allPlays = all.body.data.reduce((sum: number, entry: { plays: number }) => sum + entry.plays, 0);
    expect(weekPlays).toBeLessThan(allPlays);
    const shows = await call('get', '/api/customer/request-lounge/top-played', { token, query: { period: 'all', type: 'show' } });
    expect(shows.body.data.every((entry: { media: Item }) => entry.media.type === 'show')).toBe(true);
  });

  it('is empty for a user without servers', async () => {
    const token = await signIn('moderator@demo.test');
    expect((await call('get', '/api/customer/request-lounge/top-played', { token })).body.data).toEqual([]);
  });
});

describe('media reports', () => {
  it('lists the user’s reports, newest first, by status', async () => {
    const token = await signIn('plex@demo.test');
    const all = await call('get', '/api/customer/request-lounge/media-reports', { token });
    expect(all.body.data.map((report: { media: Item }) => report.media.title)).toEqual(['Bonanza', 'Charade', 'Metropolis', 'The Andy Griffith Show']);
    const resolved = await call('get', '/api/customer/request-lounge/media-reports', { token, query: { status: 'resolved' } });
    expect(resolved.body.data).toHaveLength(1);
    expect(resolved.body.data[0].reply).toContain('replaced');
  });

  it('takes a report, and validates it like Laravel', async () => {
    const token = await signIn('plex@demo.test');
    const created = await call('post', '/api/customer/request-lounge/media-reports', { token, body: { media_id: 33, issue: 'bad_quality', season: 2, episode: 4, details: 'Episode 4 stutters.' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'open', season: 2, episode: 4, media: { title: 'Bonanza' } });
    const other = await call('post', '/api/customer/request-lounge/media-reports', { token, body: { media_id: 2, issue: 'other' } });
    expect(other.body.errors.details).toEqual(['The details field is required when issue is other.']);
    const movieSeason = await call('post', '/api/customer/request-lounge/media-reports', { token, body: { media_id: 2, issue: 'bad_quality', season: 1 } });
    expect(movieSeason.body.errors.season).toEqual(['Only shows have seasons.']);
    const again = await call('post', '/api/customer/request-lounge/media-reports', { token, body: { media_id: 33, issue: 'missing_episodes' } });
    expect(again.body.message).toBe('You have already reported this problem with this title.');
    const invalid = await call('post', '/api/customer/request-lounge/media-reports', { token, body: { issue: 'boring' } });
    expect(invalid.body.errors).toMatchObject({ media_id: ['The media id field is required.'], issue: ['The selected issue is invalid.'] });
    expect((await call('post', '/api/customer/request-lounge/media-reports', { token, body: { media_id: 999_999, issue: 'bad_quality' } })).status).toBe(404);
  });
});

describe('lost and found', () => {
  it('lists lost titles and restores one that has a copy', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/request-lounge/lost-and-found', { token });
    expect(body.data).toHaveLength(6);
    expect(body.data.every((entry: { server_name: string }) => entry.server_name === 'Jordan’s Plex')).toBe(true);
    const restorable = body.data.find((entry: { status: string; restorable: boolean }) => entry.status === 'lost' && entry.restorable);
    const restored = await call('post', '/api/customer/request-lounge/lost-and-found/{lost}/restore', { token, path: { lost: restorable.id } });
    expect(restored.body.data.status).toBe('restoring');
    expect(restored.body.message).toContain('is being restored to Jordan’s Plex');
    expect((await call('post', '/api/customer/request-lounge/lost-and-found/{lost}/restore', { token, path: { lost: restorable.id } })).body.message).toBe(
      'This title is already being restored.',
    );
    const copyless = body.data.find((entry: { restorable: boolean }) => !entry.restorable);
    expect((await call('post', '/api/customer/request-lounge/lost-and-found/{lost}/restore', { token, path: { lost: copyless.id } })).status).toBe(409);
    const shows = await call('get', '/api/customer/request-lounge/lost-and-found', { token, query: { type: 'show' } });
    expect(shows.body.data.every((entry: { media: Item }) => entry.media.type === 'show')).toBe(true);
  });

  it('keeps other users’ lost titles to themselves', async () => {
    const token = await signIn('plex@demo.test');
    const foreign = db.lostMedia.findFirst({ where: { user_id: { equals: 6 } } })!;
    expect((await call('post', '/api/customer/request-lounge/lost-and-found/{lost}/restore', { token, path: { lost: foreign.id } })).status).toBe(404);
  });
});

describe('the request lounge’s gate', () => {
  it('answers 401 without a session and 403 when switched off or restricted', async () => {
    expect((await call('get', '/api/customer/request-lounge/top-played')).status).toBe(401);
    const token = await signIn('plex@demo.test');
    db.setting.update({ where: { id: { equals: 'system' } }, data: { request_lounge: false } });
    expect(await call('post', '/api/customer/request-lounge/requests', { token, body: { media_id: 20, type: 'movie', uhd: false } })).toMatchObject({
      status: 403,
      body: { message: 'The request lounge is switched off.' },
    });
    db.setting.update({ where: { id: { equals: 'system' } }, data: { request_lounge: true } });
    const restricted = await signIn('noah.williams@demo.test');
    expect((await call('get', '/api/customer/request-lounge/media-reports', { token: restricted })).status).toBe(403);
  });
});
