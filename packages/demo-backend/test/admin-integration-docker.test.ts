// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { integrationOf } from '../src/model/integrations.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

describe('global docker variables', () => {
  it('lists them and replaces the whole list', async () => {
    const token = await signIn('admin@demo.test');
    const listed = await call('get', '/api/admin/integrations/globals', { token });
    expect(listed.body.data).toContainEqual({ key: 'PUID', value: '1000' });
    const variables = [
      { key: 'TZ', value: 'Europe/Berlin' },
      { key: 'PLEX_CLAIM_TIMEOUT', value: ' 300 ' },
    ];
    const saved = await call('post', '/api/admin/integrations/globals', { token, body: { variables } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      { key: 'TZ', value: 'Europe/Berlin' },
      { key: 'PLEX_CLAIM_TIMEOUT', value: '300' },
    ]);
    expect((await call('get', '/api/admin/integrations/globals', { token })).body.data).toHaveLength(2);
  });

  it('names the failing row: key format, duplicates and missing keys, and changes nothing', async () => {
    const token = await signIn('admin@demo.test');
    const before = db.dockerVariable.count();
    const failed = await call('post', '/api/admin/integrations/globals', {
      token,
      body: { variables: [{ key: 'TZ', value: 'UTC' }, { key: 'tz-lower', value: 'x' }, { key: 'TZ', value: 'again' }, { key: '', value: 'lonely' }] },
    });
    expect(failed.status).toBe(422);
    expect(Object.keys(failed.body.errors).sort()).toEqual(['variables.1.key', 'variables.2.key', 'variables.3.key']);
    expect(failed.body.errors['variables.2.key'][0]).toContain('already used in row 1');
    expect(db.dockerVariable.count()).toBe(before);
  });

  it('is for admins only', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('post', '/api/admin/integrations/globals', { token, body: { variables: [] } })).status).toBe(403);
  });
});

describe('docker services', () => {
  it('pages, searches, filters and sorts', async () => {
    const token = await signIn('admin@demo.test');
    const first = await call('get', '/api/admin/docker-services', { token, query: { perpage: 5 } });
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 5, total: 12 });
    expect(first.body.data[0].name).toBe('Autoscan');
    const searched = await call('get', '/api/admin/docker-services', { token, query: { search: 'tautulli' } });
    expect(searched.body.data.map((row: { name: string }) => row.name)).toEqual(['Tautulli']);
    const disabled = await call('get', '/api/admin/docker-services', { token, query: { enabled: '0' } });
    expect(disabled.body.meta.total).toBe(3);
    const newest = await call('get', '/api/admin/docker-services', { token, query: { sortColumn: 'updated_at', sortDirection: 'desc' } });
    expect(newest.body.data[0].name).toBe('Emby Stat');
  });

  it('creates, edits and deletes a service, with its image', async () => {
    const token = await signIn('admin@demo.test');
    const input = { name: 'Bazarr', image: 'lscr.io/linuxserver/bazarr', tag: '1.4.5', description: null, server_types: ['plex', 'jellyfin'], env: [{ key: 'PUID', value: '1000' }], ports: ['6767:6767/tcp'], volumes: ['/opt/mediadock/bazarr:/config'], enabled: true };
    const created = await call('post', '/api/admin/docker-services', { token, body: input });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ name: 'Bazarr', server_types: ['plex', 'jellyfin'], env: [{ key: 'PUID', value: '1000' }] });
    const images = await call('get', '/api/admin/docker-images', { token });
    expect(images.body.data.some((image: { service_id: number | null }) => image.service_id === id)).toBe(true);

    const edited = await call('post', '/api/admin/docker-services/{id}', { token, path: { id }, body: { ...input, tag: '1.5.0', enabled: false } });
    expect(edited.body.data).toMatchObject({ tag: '1.5.0', enabled: false });
    expect((await call('get', '/api/admin/docker-services/{id}', { token, path: { id } })).body.data.tag).toBe('1.5.0');

    const removed = await call('delete', '/api/admin/docker-services/{id}', { token, path: { id } });
    expect(removed.body.message).toBe('Bazarr has been deleted.');
    expect((await call('get', '/api/admin/docker-services/{id}', { token, path: { id } })).status).toBe(404);
    expect(db.dockerImage.getAll().some((image) => image.service_id === id)).toBe(false);
  });

  it('answers 422s next to fields and rows', async () => {
    const token = await signIn('admin@demo.test');
    const failed = await call('post', '/api/admin/docker-services', {
      token,
      body: { name: 'Tautulli', image: 'Not An Image', tag: 'bad tag', server_types: [], env: [{ key: '1BAD', value: '' }], ports: ['8181:8181', 'eighty'], volumes: ['config'], enabled: true },
    });
    expect(failed.status).toBe(422);
    expect(Object.keys(failed.body.errors).sort()).toEqual(['env.0.key', 'image', 'name', 'ports.1', 'server_types', 'tag', 'volumes.0']);
  });
});

describe('docker images', () => {
  it('lists the media servers first with the deployment tags, then the services', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/docker-images', { token });
    expect(body.data.slice(0, 3).map((image: { name: string; tag: string }) => `${image.name}:${image.tag}`)).toEqual(['Plex:latest', 'Emby:4.8.10', 'Jellyfin:10.10.3']);
    expect(body.data[1]).toMatchObject({ latest_tag: '4.8.11', update_available: true });
    expect(body.data[0].nodes_pulled).toBeGreaterThan(0);
    expect(body.node_count).toBe(db.node.count());
    expect(integrationOf('images').configured).toBe(true);
  });

  it('changes the tag (the deployment default for a media server), checks and pulls on every node', async () => {
    const token = await signIn('admin@demo.test');
    const changed = await call('post', '/api/admin/docker-images/{id}', { token, path: { id: 2 }, body: { tag: '4.8.11' } });
    expect(changed.body.data).toMatchObject({ tag: '4.8.11', update_available: false });
    expect(db.deploymentSetting.getAll()[0]?.emby_image_tag).toBe('4.8.11');
    expect((await call('post', '/api/admin/docker-images/{id}', { token, path: { id: 2 }, body: { tag: 'no spaces' } })).status).toBe(422);

    const checked = await call('post', '/api/admin/docker-images/{id}/check', { token, path: { id: 3 } });
    expect(checked.body).toMatchObject({ message: 'A newer tag is out: lscr.io/linuxserver/jellyfin:10.10.5.', data: { latest_tag: '10.10.5', update_available: true } });

    const processes = db.process.count();
    const pulled = await call('post', '/api/admin/docker-images/{id}/pull', { token, path: { id: 2 } });
    const nodes = db.node.getAll();
    const down = nodes.filter((node) => !node.online || node.rebooting_until !== null).length;
    expect(db.process.count()).toBe(processes + nodes.length);
    expect(pulled.body.processes).toHaveLength(nodes.length);
    expect(pulled.body.data.nodes_pulled).toBe(nodes.length - down);
    expect(pulled.body.message).toContain(`has been pulled on ${nodes.length - down} nodes`);
  });
});
