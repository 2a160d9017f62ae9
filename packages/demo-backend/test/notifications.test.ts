import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const mine = () => db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.plex);

describe('notifications', () => {
  it('pages the newest first with the unread count, the way the shell asks', async () => {
    const token = await signIn('plex@demo.test');
    const { status, body } = await call('get', '/api/customer/notifications', { token, query: { perpage: 5, sortColumn: 'created_at', sortDirection: 'desc', page: 1 } });
    expect(status).toBe(200);
    const total = mine().length;
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 5), per_page: 5, total });
    expect(body.data).toHaveLength(5);
    expect(body.unread).toBe(mine().filter((row) => row.read_at === null).length);
    const dates = body.data.map((row: { created_at: string }) => row.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data[0]).toMatchObject({ title: 'Backup finished', has_read: false, created_diff: '35 minutes ago' });
    expect(body.data[0].content).toMatch(/<a href="\/app\/dashboard\/1">/);
  });

  it('answers later pages and an empty page past the end', async () => {
    const token = await signIn('plex@demo.test');
    const second = await call('get', '/api/customer/notifications', { token, query: { perpage: 7, page: 2 } });
    expect(second.body.data).toHaveLength(mine().length - 7);
    expect(second.body.meta.current_page).toBe(2);
    const beyond = await call('get', '/api/customer/notifications', { token, query: { perpage: 7, page: 9 } });
    expect(beyond.body.data).toEqual([]);
  });

  it('sorts by title ascending', async () => {
    const token = await signIn('plex@demo.test');
    const { body } = await call('get', '/api/customer/notifications', { token, query: { perpage: 100, sortColumn: 'title', sortDirection: 'asc' } });
    const titles = body.data.map((row: { title: string }) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('shows each user only their own', async () => {
    const token = await signIn('emby@demo.test');
    const { body } = await call('get', '/api/customer/notifications', { token, query: { perpage: 100 } });
    const ids = new Set(db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.emby).map((row) => row.id));
    expect(body.data.every((row: { id: number }) => ids.has(row.id))).toBe(true);
  });

  it('marks one read, which lowers the unread count by one', async () => {
    const token = await signIn('plex@demo.test');
    const before = (await call('get', '/api/customer/notifications/count-unread', { token })).body.count;
    const unread = mine().find((row) => row.read_at === null);
    expect((await call('get', '/api/customer/notifications/read/{id}', { token, path: { id: unread?.id ?? 0 } })).status).toBe(200);
    expect((await call('get', '/api/customer/notifications/count-unread', { token })).body.count).toBe(before - 1);
    await call('get', '/api/customer/notifications/read/{id}', { token, path: { id: unread?.id ?? 0 } });
    expect((await call('get', '/api/customer/notifications/count-unread', { token })).body.count).toBe(before - 1);
  });

  it('is 404 for somebody else’s notification or an unknown one', async () => {
    const token = await signIn('plex@demo.test');
    const foreign = db.notification.getAll().find((row) => row.user_id !== DEMO_IDS.users.plex);
    expect((await call('get', '/api/customer/notifications/read/{id}', { token, path: { id: foreign?.id ?? 0 } })).status).toBe(404);
    expect((await call('get', '/api/customer/notifications/read/{id}', { token, path: { id: 99999 } })).status).toBe(404);
  });

  it('marks all read', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/notifications/mark-all-read', { token })).status).toBe(200);
    expect((await call('get', '/api/customer/notifications/count-unread', { token })).body.count).toBe(0);
    const { body } = await call('get', '/api/customer/notifications', { token });
    expect(body.unread).toBe(0);
    expect(body.data.every((row: { has_read: boolean }) => row.has_read)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await call('get', '/api/customer/notifications')).status).toBe(401);
    expect((await call('get', '/api/customer/notifications/count-unread')).status).toBe(401);
  });
});

describe('announcements', () => {
  it('shows the newest unread one until it is marked read', async () => {
    const token = await signIn('hannah.becker@demo.test');
    const first = await call('get', '/api/customer/announcements', { token });
    expect(first.body.announcement).toMatchObject({ id: 2, header: 'Maintenance on fra-02 this Sunday', size: 'lg' });
    expect((await call('post', '/api/customer/announcements/mark-read/{id}', { token, path: { id: 2 } })).status).toBe(200);
    expect((await call('get', '/api/customer/announcements', { token })).body.announcement).toBeNull();
  });

  it('moves on to the older one a user has not read', async () => {
    const token = await signIn('amara.nwosu@demo.test');
    expect((await call('get', '/api/customer/announcements', { token })).body.announcement.id).toBe(2);
    await call('post', '/api/customer/announcements/mark-read/{id}', { token, path: { id: 2 } });
    expect((await call('get', '/api/customer/announcements', { token })).body.announcement.id).toBe(1);
  });

  it('answers null to somebody who has read them all', async () => {
    const token = await signIn('admin@demo.test');
    expect((await call('get', '/api/customer/announcements', { token })).body).toEqual({ success: true, announcement: null });
  });

  it('is 404 for an unknown announcement', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('post', '/api/customer/announcements/mark-read/{id}', { token, path: { id: 404 } })).status).toBe(404);
  });
});
