// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { domainEvents, type DomainEventMap } from '../src/lib/domain-events.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, ORIGIN, signIn } from './support/client.ts';

setupDemoBackend();

const system = () => db.setting.getAll()[0]!;

function listenToSettings() {
  const events: DomainEventMap['settings-changed'][] = [];
  const stop = domainEvents.on('settings-changed', (payload) => events.push(payload));
  return { events, stop };
}

async function postSystem(token: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(new URL('/api/admin/app-management/system', ORIGIN), {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string[]>; data?: { logo: { image: boolean; data: string | null } } } };
}

describe('system settings: system', () => {
  it('renames the platform and stores a logo as a data URI; everyone hears fetch-system-settings', async () => {
    const token = await signIn('admin@demo.test');
    expect((await call('get', '/api/admin/app-management/system', { token })).body.data).toMatchObject({ app_name: 'MediaDock', app_version: '3.14.2', logo: { image: false, data: null }, max_image_kb: 256 });
    const { events, stop } = listenToSettings();
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const saved = await postSystem(token, { app_name: 'StreamHaus', app_version: '3.15.0', logo });
    stop();
    expect(saved.status).toBe(200);
    expect(saved.body.data?.logo).toEqual({ image: true, data: 'data:image/png;base64,iVBORw==' });
    expect(system()).toMatchObject({ app_name: 'StreamHaus', app_version: '3.15.0', logo_data: 'data:image/png;base64,iVBORw==' });
    expect(events).toEqual([{ menu: false }]);
    expect((await call('get', '/api/system/settings')).body.data).toMatchObject({ app_name: 'StreamHaus', logo: { image: true } });

    await postSystem(token, { app_name: 'StreamHaus', app_version: '3.15.0', remove_logo: '1' });
    expect(system().logo_data).toBeNull();
  });

  it('refuses a file that is not an image or too large, and a missing name', async () => {
    const token = await signIn('admin@demo.test');
    const big = new File([new Uint8Array(257 * 1024)], 'banner.png', { type: 'image/png' });
    const script = new File(['alert(1)'], 'logo.svg', { type: 'image/svg+xml' });
    const refused = await postSystem(token, { app_name: '', app_version: '3.15.0', logo: big, icon: script });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      app_name: ['The app name field is required.'],
      logo: ['The logo field must not be greater than 256 kilobytes.'],
      icon: ['The icon field must be a file of type: png, jpg, jpeg, gif, webp.'],
    });
    expect(system()).toMatchObject({ app_name: 'MediaDock', logo_data: null, icon_data: null });
  });
});

describe('system settings: deployment, billing and trials', () => {
  it('saves the deployment defaults and checks the node, the tags and the name pattern', async () => {
    const token = await signIn('admin@demo.test');
    const current = (await call('get', '/api/admin/app-management/deployment', { token })).body.data;
    expect(current).toMatchObject({ node_selection: 'least-servers', plex_image_tag: 'latest', name_pattern: '{type}-{username}' });
    expect(current.nodes.length).toBe(db.node.count());
    const input = { ...current, nodes: undefined, locations: undefined, updated_at: undefined, node_selection: 'fixed', default_node_id: DEMO_IDS.nodes.ams01, name_pattern: 'md-{id}' };
    const saved = await call('post', '/api/admin/app-management/deployment', { token, body: input });
    expect(saved.body.data).toMatchObject({ node_selection: 'fixed', default_node_id: DEMO_IDS.nodes.ams01, name_pattern: 'md-{id}' });

    const refused = await call('post', '/api/admin/app-management/deployment', {
      token,
      body: { ...input, default_node_id: null, plex_image_tag: 'not a tag', name_pattern: '{type}', backup_retention_days: 0 },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['backup_retention_days', 'default_node_id', 'name_pattern', 'plex_image_tag']);
  });

  it('saves the billing settings; hiding the invoices rebuilds the menus', async () => {
    const token = await signIn('admin@demo.test');
    const current = (await call('get', '/api/admin/app-management/billing', { token })).body.data;
    expect(current).toMatchObject({ whmcs_display_user_invoices: true, currency: 'EUR', tax_enabled: true, tax_name: 'VAT', tax_rate: 21 });
    const { events, stop } = listenToSettings();
    const saved = await call('post', '/api/admin/app-management/billing', { token, body: { ...current, updated_at: undefined, whmcs_display_user_invoices: false, grace_period_days: 5 } });
    stop();
    expect(saved.body.message).toBe('The billing settings have been saved');
    expect(events).toEqual([{ menu: true }]);
    expect(system().whmcs_display_user_invoices).toBe(false);
    expect(db.billingSetting.getAll()[0]?.grace_period_days).toBe(5);

    const refused = await call('post', '/api/admin/app-management/billing', { token, body: { ...current, updated_at: undefined, tax_name: null, tax_rate: 80, currency: 'XYZ' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['currency', 'tax_name', 'tax_rate']);
  });

  it('lists the trials and saves their settings, the products offered among them', async () => {
    const token = await signIn('admin@demo.test');
    const current = (await call('get', '/api/admin/app-management/trials', { token })).body.data;
    expect(current.trials).toMatchObject({ enabled: true, duration_days: 7, server_types: ['plex', 'emby', 'jellyfin'], max_active_trials: 50 });
    expect(current.available_products.map((product: { name: string }) => product.name)).not.toContain('Reseller Node S');
    expect(current.recent_trials.map((account: { id: number }) => account.id)).toContain(DEMO_IDS.users.trial);
    const { events, stop } = listenToSettings();
    const saved = await call('post', '/api/admin/app-management/trials/update', {
      token,
      body: { enabled: false, duration_days: 14, auto_approve: true, server_types: ['plex'], max_active_trials: 10, end_reminder_days: 3, product_ids: [1, 2] },
    });
    stop();
    expect(events).toEqual([{ menu: true }]);
    expect(saved.body.data.trials).toMatchObject({ enabled: false, duration_days: 14, auto_approve: true, server_types: ['plex'] });
    expect(saved.body.data.products.map((product: { name: string }) => product.name)).toEqual(['Plex Starter', 'Plex Pro 4K']);

    const refused = await call('post', '/api/admin/app-management/trials/update', {
      token,
      body: { enabled: true, duration_days: 0, auto_approve: false, server_types: [], max_active_trials: 10, product_ids: [7] },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['duration_days', 'product_ids.0', 'server_types']);
  });
});
