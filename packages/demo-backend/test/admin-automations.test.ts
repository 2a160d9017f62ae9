import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const admin = () => signIn('admin@demo.test');

const valid = {
  name: 'Restart nyc-01 when it drops',
  trigger: { type: 'node.offline', params: { node: '4' } },
  conditions: [{ field: 'offline_minutes', operator: 'more_than', value: 5 }],
  actions: [{ type: 'node.restart', params: {} }, { type: 'discord.post', params: { channel: '1203348857194135570' } }],
};

describe('automations', () => {
  it('lists the seeded automations with their runs, searchable and filtered', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/automations', { token });
    expect(body.meta.total).toBe(8);
    const first = body.data.find((row: { name: string }) => row.name === 'Restart nodes that stay offline');
    expect(first).toMatchObject({ enabled: true, trigger: { type: 'node.offline' }, runs_count: 9 });
    expect(first.last_run_at).toEqual(expect.any(String));
    const disabled = await call('get', '/api/admin/automations', { token, query: { enabled: '0' } });
    expect(disabled.body.data.map((row: { name: string }) => row.name)).toEqual(['Ticket for a month overdue']);
    const search = await call('get', '/api/admin/automations', { token, query: { search: 'trial', sortColumn: 'runs_count', sortDirection: 'desc' } });
    expect(search.body.data).toHaveLength(1);
  });

  it('answers the catalogue with options from the data', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/automations/catalogue', { token });
    const offline = body.data.triggers.find((trigger: { id: string }) => trigger.id === 'node.offline');
    expect(offline.params[0].options).toContainEqual({ id: '4', label: 'nyc-01' });
    const script = body.data.actions.find((action: { id: string }) => action.id === 'script.run');
    expect(script.params[0].options).toContainEqual({ id: 'clear-transcodes', label: 'Clear old transcodes' });
    const discord = body.data.actions.find((action: { id: string }) => action.id === 'discord.post');
    expect(discord.params[0].options).toContainEqual({ id: '1203348857194135570', label: '#alerts' });
  });

  it('creates, shows, saves, disables and deletes one', async () => {
    const token = await admin();
    const created = await call('post', '/api/admin/automations', { token, body: valid });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The automation has been created.');
    const id = created.body.data.id as number;
    const shown = await call('get', '/api/admin/automations/{id}', { token, path: { id } });
    expect(shown.body.data).toMatchObject({ name: valid.name, trigger: { type: 'node.offline', params: { node: '4' } }, conditions: [{ field: 'offline_minutes', operator: 'more_than', value: 5 }], runs: [] });
    const saved = await call('put', '/api/admin/automations/{id}', { token, path: { id }, body: { ...valid, name: 'Renamed', conditions: [] } });
    expect(saved.body.data).toMatchObject({ name: 'Renamed', conditions: [] });
    const off = await call('post', '/api/admin/automations/{id}/enabled', { token, path: { id }, body: { enabled: false } });
    expect(off.body.data.enabled).toBe(false);
    const deleted = await call('delete', '/api/admin/automations/{id}', { token, path: { id } });
    expect(deleted.body.message).toBe('The automation has been deleted.');
    expect((await call('get', '/api/admin/automations/{id}', { token, path: { id } })).status).toBe(404);
  });

  it('refuses an automation without actions, with a number out of range or an action that does not fit', async () => {
    const token = await admin();
    const { status, body } = await call('post', '/api/admin/automations', {
      token,
      body: { ...valid, name: '', conditions: [{ field: 'offline_minutes', operator: 'more_than', value: 'soon' }], actions: [] },
    });
    expect(status).toBe(422);
    expect(body.errors).toMatchObject({ name: expect.any(Array), 'conditions.0.value': ['The value must be a number.'], actions: ['Add at least one action.'] });
    const range = await call('post', '/api/admin/automations', {
      token,
      body: { ...valid, trigger: { type: 'payment.overdue', params: { days: 400 } }, actions: [{ type: 'node.restart' }] },
    });
    expect(range.body.errors).toMatchObject({ 'trigger.params.days': ['The days must not be greater than 90.'], 'actions.0.type': ['This action does not fit the trigger.'], 'conditions.0.field': expect.any(Array) });
  });

  it('needs an admin', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/admin/automations', { token })).status).toBe(403);
  });
});

describe('the script library', () => {
  it('keeps every script of the node pages and adds the library fields', async () => {
    const token = await admin();
    const { body } = await call('get', '/api/admin/node-scripts', { token });
    expect(body.data).toHaveLength(8);
    expect(body.data[7]).toMatchObject({ id: 'update-docker', run_on_new_nodes: true, timeout: 900, disruptive: true });
  });

  it('adds, edits and deletes a script, and the node page lists the library', async () => {
    const token = await admin();
    const added = await call('post', '/api/admin/node-scripts', { token, body: { name: 'Restart Traefik', description: 'Reloads the proxy.', command: 'docker restart traefik', timeout: 30, run_on_new_nodes: false } });
    expect(added.body.data).toMatchObject({ id: 'restart-traefik', name: 'Restart Traefik', timeout: 30 });
    const nodeScripts = await call('get', '/api/admin/nodes/{id}/scripts', { token, path: { id: 1 } });
    expect(nodeScripts.body.data.map((script: { id: string }) => script.id)).toContain('restart-traefik');
    const edited = await call('put', '/api/admin/node-scripts/{script}', { token, path: { script: 'restart-traefik' }, body: { name: 'Restart the proxy', command: 'docker restart traefik', timeout: 45 } });
    expect(edited.body.data).toMatchObject({ name: 'Restart the proxy', timeout: 45 });
    const invalid = await call('put', '/api/admin/node-scripts/{script}', { token, path: { script: 'restart-traefik' }, body: { name: 'Load average', command: '', timeout: 0 } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['name', 'command', 'timeout']));
    await call('delete', '/api/admin/node-scripts/{script}', { token, path: { script: 'restart-traefik' } });
    expect(db.nodeScript.count()).toBe(8);
  });
});
