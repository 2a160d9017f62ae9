import { db } from '../database.ts';
import { PLATFORM_DOMAIN } from '../fixtures.ts';

/** The system settings, the menu links and the integrations' settings. */
export function seedSystemSettings(): void {
  db.setting.create({
    id: 'system',
    app_name: 'MediaDock',
    app_version: '3.14.2',
    logo_data: null,
    icon_data: null,
    demo_mode: true,
    past_due: false,
    whmcs_display_user_invoices: true,
    request_lounge: true,
    ombi_menu_name: null,
    ombi_url: null,
    user_invite_keys: true,
    user_request_trial: true,
    app_initiated: true,
    tenant: 'demo',
    kronos_domain: `kronos.${PLATFORM_DOMAIN}`,
    wiki_url: `https://wiki.${PLATFORM_DOMAIN}`,
    api_domain: `api.${PLATFORM_DOMAIN}`,
    trial_duration_days: 7,
    trial_auto_approve: false,
  });
  const links: [string, string][] = [
    ['Status page', `https://status.${PLATFORM_DOMAIN}`],
    ['Community', `https://community.${PLATFORM_DOMAIN}`],
    ['Guides', `https://wiki.${PLATFORM_DOMAIN}/guides`],
  ];
  links.forEach(([label, url], index) => db.menuLink.create({ id: index + 1, label, url, position: index }));

  const variables: [string, string][] = [
    ['PUID', '1000'],
    ['PGID', '1000'],
    ['TZ', 'Etc/UTC'],
    ['UMASK', '022'],
    ['DOCKER_NETWORK', 'mediadock'],
    ['RCLONE_VFS_CACHE_MAX_SIZE', '200G'],
    ['TRANSCODE_DIR', '/transcode'],
  ];
  for (const [key, value] of variables) db.dockerVariable.create({ key, value });

  const clients: [string, string][] = [
    ['WHMCS production', 'client'],
    ['Status page', 'client'],
    ['Okafor Media panel', 'reseller-panel'],
    ['Nowak Hosting panel', 'reseller-panel'],
  ];
  clients.forEach(([name, kind], index) => db.apiClient.create({ id: index + 1, name, kind }));

  const guilds: [string, string, [string, string][], [string, string][]][] = [
    ['1187020214587631616', 'MediaDock Community', [['1187020214587631620', 'Customer'], ['1187020214587631621', 'Trial'], ['1187020214587631622', 'Moderator'], ['1187020214587631623', 'Admin']], [['1187020214587631630', 'announcements'], ['1187020214587631631', 'support'], ['1187020214587631632', 'status'], ['1187020214587631633', 'requests']]],
    ['1203348857194135552', 'MediaDock Staff', [['1203348857194135560', 'Staff'], ['1203348857194135561', 'On call']], [['1203348857194135570', 'alerts'], ['1203348857194135571', 'deployments']]],
  ];
  for (const [guildId, name, roles, channels] of guilds) {
    db.chatGuild.create({ id: guildId, name });
    for (const [id, roleName] of roles) db.chatEntry.create({ id, guild_id: guildId, kind: 'role', name: roleName });
    for (const [id, channelName] of channels) db.chatEntry.create({ id, guild_id: guildId, kind: 'channel', name: channelName });
  }
}
