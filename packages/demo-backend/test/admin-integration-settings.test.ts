// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { integrationOf } from '../src/model/integrations.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const SEEDED_SECRETS = ['xPz7Kq2vT9mYb4RcW1nL', '5f0c8e2a91b74d36a8e0c1f2b3d4e5f6', 'hcloud_Zr4Lm8Qp2Xv6Nb1Tk9Hs3Wd7Fj5Cy0Ge', 'PRIVATE KEY', 'pm-3f9a1c27-7b1e'];

function expectNoSecret(body: unknown, extra: string[] = []) {
  const text = JSON.stringify(body);
  for (const secret of [...SEEDED_SECRETS, ...extra]) expect(text).not.toContain(secret);
}

describe('integration settings', () => {
  it('lists every integration with its state; a couple are not set up and one failed its last check', async () => {
    const token = await signIn('admin@demo.test');
    const { status, body } = await call('get', '/api/admin/integrations', { token });
    expect(status).toBe(200);
    const byKey = Object.fromEntries((body.data as { key: string }[]).map((row) => [row.key, row]));
    expect(Object.keys(byKey)).toHaveLength(19);
    expect(byKey.plex).toMatchObject({ configured: true, healthy: true, testable: true });
    expect(byKey.tautulli).toMatchObject({ configured: true, healthy: false, message: expect.stringContaining('timed out') });
    expect(byKey.sonarr).toMatchObject({ configured: false, healthy: null });
    expect(byKey['kronos-api']).toMatchObject({ testable: false });
    expectNoSecret(body);
  });

  it('answers the settings with only whether each secret is set', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/integrations/{key}/settings', { token, path: { key: 'plex' } });
    expect(body.data).toMatchObject({ key: 'plex', values: { account_email: 'platform@mediadock.io' }, secrets: { token: true }, enabled: true });
    const nodes = await call('get', '/api/admin/integrations/{key}/settings', { token, path: { key: 'nodes' } });
    expect(nodes.body.data.secrets).toEqual({ private_key: true });
    expect(nodes.body.data.values.public_key).toMatch(/^ssh-ed25519 /);
    for (const key of ['plex', 'tautulli', 'hetzner', 'nodes', 'mail', 'docker']) {
      expectNoSecret((await call('get', '/api/admin/integrations/{key}/settings', { token, path: { key } })).body);
    }
    expect((await call('get', '/api/admin/integrations/{key}/settings', { token, path: { key: 'nope' } })).status).toBe(404);
  });

  it('keeps a secret left out, replaces a given one, removes a null one, and never answers it', async () => {
    const token = await signIn('admin@demo.test');
    const kept = await call('post', '/api/admin/integrations/{key}/settings', {
      token,
      path: { key: 'plex' },
      body: { values: { account_email: 'ops@mediadock.io', server_version: 'beta', claim_servers: false }, secrets: {}, enabled: true },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ values: { account_email: 'ops@mediadock.io', server_version: 'beta', claim_servers: false }, secrets: { token: true } });
    expect(integrationOf('plex').secrets.token).toBe('xPz7Kq2vT9mYb4RcW1nL');

    const replaced = await call('post', '/api/admin/integrations/{key}/settings', {
      token,
      path: { key: 'plex' },
      body: { values: { account_email: 'ops@mediadock.io', server_version: 'beta' }, secrets: { token: 'brand-new-token-42' } },
    });
    expectNoSecret(replaced.body, ['brand-new-token-42']);
    expect(integrationOf('plex').secrets.token).toBe('brand-new-token-42');

    const removed = await call('post', '/api/admin/integrations/{key}/settings', {
      token,
      path: { key: 'mail' },
      body: { values: { host: 'smtp.postmarkapp.com', port: '587', encryption: 'tls', from_address: 'hello@mediadock.io', from_name: 'MediaDock' }, secrets: { password: null } },
    });
    expect(removed.body.data.secrets).toEqual({ password: false });
    expect(removed.body.data.values.port).toBe(587);
  });

  it('answers 422 keyed by the field, a required secret included', async () => {
    const token = await signIn('admin@demo.test');
    const failed = await call('post', '/api/admin/integrations/{key}/settings', {
      token,
      path: { key: 'radarr' },
      body: { values: { url: 'not a url', quality_profile: 'HD-1080p', root_folder: '/mnt/media/movies' }, secrets: {} },
    });
    expect(failed.status).toBe(422);
    expect(failed.body.errors).toEqual({ url: ['The url field must be a valid URL.'], api_key: ['The api key field is required.'] });

    const removing = await call('post', '/api/admin/integrations/{key}/settings', { token, path: { key: 'plex' }, body: { values: { account_email: 'a@b.io', server_version: 'public' }, secrets: { token: null } } });
    expect(removing.body.errors).toEqual({ token: ['The token field is required.'] });
  });

  it('tests the connection and records the outcome, healthy or not', async () => {
    const token = await signIn('admin@demo.test');
    const failing = await call('post', '/api/admin/integrations/{key}/test', { token, path: { key: 'tautulli' } });
    expect(failing.status).toBe(200);
    expect(failing.body.data).toMatchObject({ healthy: false, message: 'Could not connect to 10.20.0.14:8181: the connection timed out after 10 seconds.' });
    expectNoSecret(failing.body);

    const missing = await call('post', '/api/admin/integrations/{key}/test', { token, path: { key: 'sonarr' } });
    expect(missing.body.data).toMatchObject({ healthy: false, message: 'Not set up: url, api key missing.' });

    await call('post', '/api/admin/integrations/{key}/settings', { token, path: { key: 'tautulli' }, body: { values: { url: 'https://tautulli.mediadock.io', history_days: 90 }, secrets: {} } });
    const fixed = await call('post', '/api/admin/integrations/{key}/test', { token, path: { key: 'tautulli' } });
    expect(fixed.body.data).toMatchObject({ healthy: true, message: 'Connected to tautulli.mediadock.io.' });
    expect(integrationOf('tautulli')).toMatchObject({ healthy: true });

    expect((await call('post', '/api/admin/integrations/{key}/test', { token, path: { key: 'docker-services' } })).status).toBe(200);
    expect((await call('post', '/api/admin/integrations/{key}/test', { token, path: { key: 'nope' } })).status).toBe(404);
    expect((await call('get', '/api/admin/integrations', { token: await signIn('plex@demo.test') })).status).toBe(403);
  });
});
