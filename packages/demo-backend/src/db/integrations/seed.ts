import { ago } from '#lib/clock.ts';
import { INTEGRATION_FIELDS, INTEGRATION_KEYS, integrationOf, missingSettings, recordIntegrationCheck, saveIntegration, type IntegrationKey, type IntegrationValues } from '#model/integrations.ts';

const NODE_PUBLIC_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIM4x2vRk7Zp0a9Qe3tL1yHc8WbN5sFjUoKd6gT2rXmPq provisioning@mediadock';

/** The settings of the integrations with field descriptors; the others fill their rows in their own seeds. */
const SEEDED: { key: IntegrationKey; values: IntegrationValues; secrets: Record<string, string>; check?: [boolean, string, number] }[] = [
  {
    key: 'plex',
    values: { account_email: 'platform@mediadock.io', server_version: 'public', claim_servers: true },
    secrets: { token: 'xPz7Kq2vT9mYb4RcW1nL' },
    check: [true, 'Signed in to plex.tv as platform@mediadock.io; 412 servers claimed.', 3],
  },
  {
    key: 'emby',
    values: { connect_username: 'mediadock-ops', server_version: 'stable' },
    secrets: { premiere_key: 'c3a9f1e07b2d4c58a6e1f93b0d7e2a14' },
    check: [true, 'Emby Premiere key valid for 500 devices.', 5],
  },
  {
    key: 'jellyfin',
    values: { server_version: 'stable', plugin_repository: 'https://repo.jellyfin.org/files/plugin/manifest.json' },
    secrets: {},
    check: [true, 'Plugin repository answered with 84 plugins.', 5],
  },
  {
    key: 'whmcs',
    values: { url: 'https://billing.mediadock.io', identifier: 'mdk_api_7F3kQ9', sync_products: true },
    secrets: { secret: 'Wq8nZ3xR5tB1vK7mP0sD4fH6jL2cY9eA', access_key: 'portal-sync-2026' },
    check: [true, 'Connected to WHMCS 8.11.1; 37 products.', 2],
  },
  {
    key: 'cdn',
    values: { provider: 'bunny', zone: 'mediadock-posters', hostname: 'cdn.mediadock.io' },
    secrets: { api_key: '9e2b7c41-55d0-4f6a-b3e8-1a7c0d92f6e5' },
    check: [true, 'Pull zone mediadock-posters is active (HIT ratio 94 %).', 6],
  },
  {
    // Configured, but the last check failed: the server it points at does not answer.
    key: 'tautulli',
    values: { url: 'http://10.20.0.14:8181', history_days: 90 },
    secrets: { api_key: '5f0c8e2a91b74d36a8e0c1f2b3d4e5f6' },
    check: [false, 'Could not connect to 10.20.0.14:8181: the connection timed out after 10 seconds.', 1],
  },
  {
    key: 'hetzner',
    values: { project: 'mediadock-production', location: 'fsn1', robot_user: '#ws+K7pQ2mRd' },
    secrets: { api_token: 'hcloud_Zr4Lm8Qp2Xv6Nb1Tk9Hs3Wd7Fj5Cy0Ge', robot_password: 'sTr0ng-r0b0t-pa55' },
    check: [true, 'Project mediadock-production: 18 servers, 4 volumes.', 4],
  },
  // Radarr and Sonarr are not set up yet: the platform has not started using them.
  { key: 'radarr', values: { quality_profile: 'HD-1080p', root_folder: '/mnt/media/movies' }, secrets: {} },
  { key: 'sonarr', values: { quality_profile: 'HD-1080p', root_folder: '/mnt/media/tv' }, secrets: {} },
  {
    key: 'nodes',
    values: { ssh_user: 'deploy', ssh_port: 22, public_key: NODE_PUBLIC_KEY, agent_port: 9323, agent_auto_update: true },
    secrets: { private_key: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n-----END OPENSSH PRIVATE KEY-----' },
    check: [true, 'Reached every online node over SSH as deploy.', 2],
  },
  {
    key: 'mail',
    values: { host: 'smtp.postmarkapp.com', port: 587, encryption: 'tls', username: 'pm-3f9a1c27', from_address: 'hello@mediadock.io', from_name: 'MediaDock' },
    secrets: { password: 'pm-3f9a1c27-7b1e-4d2a-9c55' },
    check: [true, 'The SMTP server accepted the login (STARTTLS).', 7],
  },
  {
    key: 'uptime-robot',
    values: { alert_contact: '4410287', interval: '300' },
    secrets: { api_key: 'u2739104-6c1f0a9e8b7d5e4c3f2a1b0c' },
    check: [true, 'API key valid; 14 monitors on the account.', 3],
  },
];

/**
 * An empty row per integration, then the settings of the integrations above. The other
 * integrations' seeds fill theirs (through `saveIntegration` and `recordIntegrationCheck` of
 * `#model/integrations.ts`), after this one.
 */
export function seedIntegrations(): void {
  for (const key of INTEGRATION_KEYS) integrationOf(key);
  for (const { key, values, secrets, check } of SEEDED) {
    const initial = Object.fromEntries(
      Object.entries(INTEGRATION_FIELDS[key]?.values ?? {}).flatMap(([name, field]) => (field.initial === undefined ? [] : [[name, field.initial]])),
    );
    const state = saveIntegration(key, { values: { ...initial, ...values }, secrets });
    const configured = missingSettings(state).length === 0;
    saveIntegration(key, { configured, enabled: configured });
    if (check) recordIntegrationCheck(key, check[0], check[1], ago({ hours: check[2] }));
  }
}
