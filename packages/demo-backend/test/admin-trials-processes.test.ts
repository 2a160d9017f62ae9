import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { HISTORY_SIZE } from '../src/db/processes/seed.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');

describe('the trial requests', () => {
  it('pages the newest first, with guests’ and customers’ requests in every state', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/requested-trials', { token, query: { perpage: 10 } });
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(db.requestedTrial.count() / 10), per_page: 10, total: db.requestedTrial.count() });
    expect(db.requestedTrial.count()).toBeGreaterThan(30);
    const times = body.data.map((trial: { created_at: string }) => trial.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data[0]).toMatchObject({ id: 1, kind: 'trial', name: 'Mia Schneider', status: 'pending', server_type: 'plex', product: null });
    const rows = db.requestedTrial.getAll();
    for (const status of ['pending', 'approved', 'rejected']) expect(rows.some((row) => row.status === status)).toBe(true);
    for (const kind of ['trial', 'product']) expect(rows.some((row) => row.kind === kind)).toBe(true);
  });

  it('filters by status and kind, searches names and addresses, and sorts', async () => {
    const token = await admin();
    const pendingProducts = await call('get', '/api/admin/requested-trials', { token, query: { status: 'pending', kind: 'product' } });
    expect(pendingProducts.body.data.length).toBeGreaterThan(0);
    expect(pendingProducts.body.data.every((trial: { status: string; kind: string; product: unknown }) => trial.status === 'pending' && trial.kind === 'product' && trial.product)).toBe(true);
    const found = await call('get', '/api/admin/requested-trials', { token, query: { search: 'EXAMPLE.JP' } });
    expect(found.body.data.map((trial: { name: string }) => trial.name)).toEqual(['Sakura Yamamoto']);
    const byName = await call('get', '/api/admin/requested-trials', { token, query: { sortColumn: 'name', sortDirection: 'asc', perpage: 3 } });
    expect(byName.body.data.map((trial: { name: string }) => trial.name)).toEqual(['Aisha Khan', 'Amara Nwosu', 'Arjun Patel']);
  });

  it('shows a decided request with who decided, when, and the outcome', async () => {
    const token = await admin();
    const approved = await call('get', '/api/admin/requested-trials/{id}', { token, path: { id: 2 } });
    expect(approved.body.data).toMatchObject({ status: 'approved', product: { id: 3, name: 'Emby Standard' }, decided_by: { id: 1, name: 'Alex Morgan' }, reason: null });
    expect(Date.parse(approved.body.data.trial_ends_at) - Date.parse(approved.body.data.decided_at)).toBe(7 * 86_400_000);
    const rejected = await call('get', '/api/admin/requested-trials/{id}', { token, path: { id: 3 } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: expect.stringContaining('Jellyfin Family'), trial_ends_at: null });
    const customer = await call('get', '/api/admin/requested-trials/{id}', { token, path: { id: 4 } });
    expect(customer.body.data).toMatchObject({ kind: 'product', user: { id: DEMO_IDS.users.emby, name: 'Priya Shah', email: 'emby@demo.test' }, product: { id: 4, name: 'Jellyfin Standard' } });
    expect((await call('get', '/api/admin/requested-trials/{id}', { token, path: { id: 999 } })).status).toBe(404);
  });

  it('approves with a trial product of the type asked for, once', async () => {
    const token = await admin();
    const wrongType = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: { product_id: 3 } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual({ product_id: ['Choose a Plex product: this request is for a Plex trial.'] });
    const noTrials = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: { product_id: 2 } });
    expect(noTrials.body.errors).toEqual({ product_id: ['The selected product is not available for trials.'] });
    const unknown = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: { product_id: 'x' } });
    expect(unknown.status).toBe(422);

    const { status, body } = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: { product_id: 1 } });
    expect(status).toBe(200);
    expect(body.message).toBe('Mia Schneider can now try Plex Starter for 7 days.');
    expect(body.data).toMatchObject({ status: 'approved', product: { id: 1, name: 'Plex Starter' }, decided_by: { id: 1 } });
    // The public form's own row follows, so the same address may ask again later.
    expect(db.trialRequest.findFirst({ where: { id: { equals: 1 } } })?.status).toBe('approved');
    const again = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: { product_id: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This trial request has already been approved.');
  });

  it('approves without a product on the trial product the product settings name for the type', async () => {
    const token = await admin();
    const detail = await call('get', '/api/admin/requested-trials/{id}', { token, path: { id: 1 } });
    expect(detail.body.data.suggested_product_id).toBe(1);
    const settings = db.productSetting.findFirst({ where: { id: { equals: 'products' } } })!;
    // Settings that name no trial product for the type leave the choice to the admin.
    db.productSetting.update({ where: { id: { equals: 'products' } }, data: { plex_trial_product_id: null } });
    expect((await call('get', '/api/admin/requested-trials/{id}', { token, path: { id: 1 } })).body.data.suggested_product_id).toBeNull();
    const none = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ product_id: ['Choose a product: the product settings name no trial product for this server type.'] });

    db.productSetting.update({ where: { id: { equals: 'products' } }, data: { plex_trial_product_id: settings.plex_trial_product_id } });
    const { status, body } = await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 1 }, body: {} });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'approved', product: { id: 1, name: 'Plex Starter' } });
  });

  it('tells a customer that their product trial was approved', async () => {
    const token = await admin();
    const before = db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.emby).length;
    await call('post', '/api/admin/requested-trials/{id}/approve', { token, path: { id: 4 }, body: { product_id: 4 } });
    expect(db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.emby)).toHaveLength(before + 1);
  });

  it('rejects with a reason', async () => {
    const token = await admin();
    const missing = await call('post', '/api/admin/requested-trials/{id}/reject', { token, path: { id: 5 }, body: { reason: '  ' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: ['The reason field is required.'] });
    const { body } = await call('post', '/api/admin/requested-trials/{id}/reject', { token, path: { id: 5 }, body: { reason: 'We could not verify this e-mail address.' } });
    expect(body).toMatchObject({ success: true, message: 'The trial request has been rejected.', data: { status: 'rejected', reason: 'We could not verify this e-mail address.' } });
    expect((await call('post', '/api/admin/requested-trials/{id}/reject', { token, path: { id: 5 }, body: { reason: 'Again' } })).status).toBe(409);
  });

  it('lists a guest’s request from the public form, and refuses a second one while it is pending', async () => {
    const guest = { name: 'Noor Haddad', email: 'noor.haddad@example.com', server_type: 'jellyfin', message: 'For my family abroad.' };
    expect((await call('post', '/api/request-trial', { body: guest })).status).toBe(200);
    const token = await admin();
    const { body } = await call('get', '/api/admin/requested-trials', { token, query: { search: 'noor' } });
    expect(body.data).toEqual([expect.objectContaining({ kind: 'trial', name: 'Noor Haddad', status: 'pending', server_type: 'jellyfin', message: 'For my family abroad.', product: null })]);
    const seededPending = { ...guest, email: 'lukas.weber@example.de' };
    expect((await call('post', '/api/request-trial', { body: seededPending })).status).toBe(422);
  });
});

describe('the process history', () => {
  it('holds thousands of processes, none of the generated ones in the last hour', async () => {
    const hourAgo = Date.now() - 3_600_000;
    expect(db.process.count()).toBe(26 + HISTORY_SIZE);
    expect(db.process.getAll().filter((row) => Date.parse(row.created_at) >= hourAgo).map((row) => row.id)).toEqual(Array.from({ length: 22 }, (_, index) => index + 1));
    const token = await admin();
    const { body } = await call('get', '/api/admin/processes', { token });
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil((26 + HISTORY_SIZE) / 25), per_page: 25, total: 26 + HISTORY_SIZE });
    expect(body.data[0].id).toBe(1);
    const times = body.data.map((process: { created_at: string }) => process.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.nodes.map((node: { alias: string }) => node.alias)).toEqual(['fra-01', 'fra-02', 'ams-01', 'nyc-01', 'sgp-01', 'lon-r1', 'waw-r1']);
  });

  it('filters by node and status, searches the command, sorts by time and pages', async () => {
    const token = await admin();
    const failed = await call('get', '/api/admin/processes', { token, query: { node: 4, status: 'failed', perpage: 100 } });
    expect(failed.body.data.length).toBeGreaterThan(10);
    expect(failed.body.data.every((process: { node_alias: string; success: boolean }) => process.node_alias === 'nyc-01' && !process.success)).toBe(true);
    const found = await call('get', '/api/admin/processes', { token, query: { search: 'ZPOOL' } });
    expect(found.body.data.map((process: { command: string }) => process.command)).toEqual(['zpool scrub media']);
    const oldest = await call('get', '/api/admin/processes', { token, query: { sortColumn: 'created_at', sortDirection: 'asc', perpage: 2 } });
    expect(oldest.body.data.map((process: { id: number }) => process.id)).toEqual([27, 28]);
    const longest = await call('get', '/api/admin/processes', { token, query: { sortColumn: 'time', perpage: 1 } });
    expect(longest.body.data[0].time).toBe(Math.max(...db.process.getAll().map((row) => row.time)));
    const last = await call('get', '/api/admin/processes', { token, query: { page: 82 } });
    expect(last.body.data).toHaveLength((26 + HISTORY_SIZE) % 25 || 25);
  });
});
