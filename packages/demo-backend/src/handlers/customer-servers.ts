import type { ServerType } from '@portal/api-client';
import { db, type ServerRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, later } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { transitionMs } from '#lib/runtime.ts';
import { optionalStr, str, validate } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import { parseInvites, toBackup, toInvite } from '#model/invites.ts';
import { findNode } from '#model/nodes.ts';
import { signInToPlex } from '#model/plex-account.ts';
import { recordRun } from '#model/processes.ts';
import { requireFeature } from '#model/restrictions.ts';
import {
  containerName,
  isServerType,
  ownServer,
  runServerAction,
  serverType,
  stackPath,
  toServer,
  TYPE_LABEL,
  updateServer,
  type ServerAction,
} from '#model/servers.ts';

const LATEST_VERSIONS: Record<ServerType, string> = { plex: '1.41.3.9314', emby: '4.8.11.0', jellyfin: '10.10.5' };

function requireType(server: ServerRow, type: ServerType): void {
  if (server.type !== type) throw validationFailed({ server: [`This action is only available for ${TYPE_LABEL[type]} servers.`] });
}

function actionRoute(action: ServerAction, path: '/api/customer/servers/{id}/start' | '/api/customer/servers/{id}/restart' | '/api/customer/servers/{id}/stop' | '/api/customer/servers/{id}/reset-config' | '/api/customer/servers/{id}/rebuild', message: (server: ServerRow) => string) {
  return route('post', path)(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    runServerAction(server, action);
    return { success: true, message: message(server) };
  });
}

export const customerServerHandlers = [
  route('get', '/api/customer/servers')(({ request, url }) => {
    const user = requireUser(request);
    const type = url.searchParams.get('type');
    const servers = db.server
      .getAll()
      .filter((server) => server.user_id === user.id && (!isServerType(type) || server.type === type))
      .sort((a, b) => a.id - b.id);
    return { success: true, data: servers.map(toServer) };
  }),

  route('get', '/api/customer/servers/{id}')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    return { success: true, data: toServer(server) };
  }),

  route('delete', '/api/customer/servers/{id}')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const name = containerName(server);
    recordRun(server.node_id, [
      { command: `docker compose --project-directory ${stackPath(server)} down --volumes --remove-orphans`, result: `Container ${name}  Stopping\nContainer ${name}  Stopped\nContainer ${name}  Removing\nContainer ${name}  Removed`, time: 8.4 },
      { command: `rm -rf ${stackPath(server)}`, result: '', time: 3.2 },
    ]);
    for (const backup of db.backup.getAll()) {
      if (backup.server_id === server.id) db.backup.update({ where: { id: { equals: backup.id } }, data: { server_id: null, server_name: `${server.name} (deleted)` } });
    }
    db.library.deleteMany({ where: { server_id: { equals: server.id } } });
    db.invite.deleteMany({ where: { server_id: { equals: server.id } } });
    db.server.delete({ where: { id: { equals: server.id } } });
    domainEvents.emit('server-deleted', { userId: user.id, serverAlias: server.name, url: server.url ?? '' });
    return { success: true, message: `${server.name} has been deleted. Its backups stay available for 30 days.` };
  }),

  route('post', '/api/customer/servers/{id}/ping')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    const nodeOnline = Boolean(findNode(server.node_id)?.online);
    const online = server.status === 'running' && nodeOnline;
    return { success: true, data: { online, latency_ms: online ? 14 + ((server.id * 7) % 38) : null, node_online: nodeOnline } };
  }),

  route('post', '/api/servers/update/{id}')(({ request, params, body }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    validate(body, { version: 'nullable|string|max:32' });
    const version = optionalStr(body.version) ?? LATEST_VERSIONS[serverType(server)];
    runServerAction(server, 'rebuild');
    updateServer(server.id, { version });
    return { success: true, message: `${server.name} is being updated to ${TYPE_LABEL[serverType(server)]} ${version}.` };
  }),

  route('post', '/api/customer/servers/{id}/claim')(({ request, params, body }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    validate(body, { email: 'required|string|email', password: 'required|string' });
    requireType(server, 'plex');
    const email = str(body.email);
    updateServer(server.id, { claimed: true, claim_email: email });
    return {
      success: true,
      message: 'The server has been claimed.',
      popup: {
        title: 'Server claimed',
        body: `<p><strong>${server.name}</strong> is now linked to the Plex account <strong>${email}</strong>.</p><p>It can take up to a minute before the server shows up in your Plex apps. Sign out and in again on your TV if it does not.</p>`,
        type: 'success',
        confirm_read: true,
      },
    };
  }),

  route('post', '/api/customer/servers/{id}/reset-claim')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    requireType(server, 'plex');
    updateServer(server.id, { claimed: false, claim_email: null });
    return { success: true, message: 'The claim has been reset. The server restarts to finish.' };
  }),

  route('get', '/api/customer/servers/{id}/claim-status')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    return { success: true, data: { claimed: server.claimed, email: server.claim_email } };
  }),

  actionRoute('start', '/api/customer/servers/{id}/start', () => 'The server has been started'),
  actionRoute('restart', '/api/customer/servers/{id}/restart', () => 'The server has been restarted'),
  actionRoute('stop', '/api/customer/servers/{id}/stop', () => 'The server has been shut down'),
  actionRoute('reset-config', '/api/customer/servers/{id}/reset-config', (server) => `${TYPE_LABEL[serverType(server)]} config has been reset`),
  actionRoute('rebuild', '/api/customer/servers/{id}/rebuild', () => 'The server is being rebuilt'),

  route('post', '/api/customer/servers/{id}/node/{node}/restart')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    const node = findNode(intParam(params, 'node'));
    if (!node || node.id !== server.node_id) throw notFound('Node not found.');
    recordRun(node.id, [{ command: 'sudo systemctl reboot', result: '', time: 0.2 }]);
    db.node.update({ where: { id: { equals: node.id } }, data: { online: false, rebooting_until: later({ seconds: (transitionMs() * 3) / 1000 }) } });
    return { success: true, message: `${node.alias} is rebooting. Your server is back in a few minutes.` };
  }),

  route('post', '/api/customer/servers/{id}/node/{node}/deploy-ess')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const node = findNode(intParam(params, 'node'));
    if (!node || node.id !== server.node_id) throw notFound('Node not found.');
    recordRun(node.id, [
      { command: 'docker volume create portainer_data', result: 'portainer_data', time: 0.3 },
      { command: `docker run -d --name portainer-${server.slug} --restart=always -v /var/run/docker.sock:/var/run/docker.sock -v portainer_data:/data portainer/portainer-ce:lts`, result: 'c41f0d9a7b2e5f83a6d1c07e9b4f2a58d3e6c1b0f9a7d2e4c8b5a1f6e3d0c9b7', time: 6.8 },
    ]);
    const url = `https://portainer-${server.slug}.${node.host}`;
    domainEvents.emit('portainer-installed', { userId: user.id, serverId: server.id, response: { server_id: server.id, url } });
    return { success: true, message: 'The essentials are being deployed. You get a notice when Portainer is ready.' };
  }),

  route('get', '/api/customer/servers/{id}/cdn')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    return { success: true, data: { cdn: server.cdn, type: server.cdn_type, enabled: server.cdn_enabled } };
  }),

  route('post', '/api/customer/servers/{id}/cdn/enable')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    requireFeature(user, 'cdn');
    validate(body, { cdn: 'required|string|max:255', type: 'required|string|max:50' });
    updateServer(server.id, { cdn: str(body.cdn), cdn_type: str(body.type), cdn_enabled: true });
    domainEvents.emit('cdn-enabled', { userId: user.id, serverId: server.id });
    return { success: true, message: 'The CDN is being enabled. It can take a few minutes before it serves your streams.' };
  }),

  route('post', '/api/customer/servers/{id}/cdn/disable')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    updateServer(server.id, { cdn_enabled: false });
    return { success: true, message: 'The CDN has been disabled.' };
  }),

  route('get', '/api/customer/servers/{id}/backups')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const mine = db.backup.getAll().filter((backup) => backup.user_id === user.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      success: true,
      data: {
        live: mine.filter((backup) => backup.server_id === server.id).map(toBackup),
        deleted_servers: mine.filter((backup) => backup.server_id === null).map(toBackup),
      },
    };
  }),

  route('post', '/api/customer/servers/{id}/backups/create/{type}')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    requireFeature(user, 'backups');
    validate({ ...body, type: params.type }, { name: 'required|string|max:60', type: 'required|in:config,full' });
    const type = params.type ?? 'config';
    const size = type === 'full' ? 2_900_000_000 + server.id * 13_000_000 : 180_000_000 + server.id * 3_000_000;
    const archive = `/backups/${containerName(server)}/${type}-${isoNow().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`;
    recordRun(server.node_id, [{ command: `tar -czf ${archive} -C ${stackPath(server)} ${type === 'full' ? '.' : 'config'}`, result: '', time: type === 'full' ? 412.7 : 37.9 }]);
    db.backup.create({ id: nextId('backup'), user_id: user.id, server_id: server.id, server_name: server.name, name: str(body.name), type, size_bytes: size, created_at: isoNow() });
    return { success: true, message: 'The backup has been created.' };
  }),

  route('post', '/api/customer/servers/{id}/backups/delete/{backup}')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const backup = db.backup.findFirst({ where: { id: { equals: intParam(params, 'backup') } } });
    if (!backup || backup.user_id !== user.id || (backup.server_id !== null && backup.server_id !== server.id)) throw notFound('Backup not found.');
    db.backup.delete({ where: { id: { equals: backup.id } } });
    return { success: true, message: 'The backup has been deleted.' };
  }),

  route('post', '/api/customer/servers/{id}/backups/restore/{backup}')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    requireFeature(user, 'backups');
    const backup = db.backup.findFirst({ where: { id: { equals: intParam(params, 'backup') } } });
    if (!backup || backup.user_id !== user.id || (backup.server_id !== null && backup.server_id !== server.id)) throw notFound('Backup not found.');
    runServerAction(server, server.status === 'stopped' ? 'start' : 'restart');
    recordRun(server.node_id, [{ command: `tar -xzf /backups/${containerName(server)}/backup-${backup.id}.tar.gz -C ${stackPath(server)}`, result: '', time: backup.type === 'full' ? 380.2 : 29.4 }]);
    return { success: true, message: `${backup.name} is being restored. The server restarts when it is done.` };
  }),

  route('get', '/api/customer/servers/{id}/sync-libraries')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    const libraries = db.library.getAll().filter((library) => library.server_id === server.id);
    return {
      success: true,
      data: {
        libraries: libraries.map(({ id, name, media_type, items }) => ({ id, name, media_type, items })),
        media_types: [...new Set(libraries.map((library) => library.media_type))],
      },
    };
  }),

  route('post', '/api/customer/servers/{id}/emby/invite')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    requireType(server, 'emby');
    requireFeature(user, 'invites');
    validate(body, { username: 'required|string|max:64' });
    const username = str(body.username);
    if (db.invite.getAll().some((invite) => invite.server_id === server.id && invite.username?.toLowerCase() === username.toLowerCase())) {
      throw validationFailed({ username: ['The username has already been taken.'] });
    }
    db.invite.create({ id: nextId('invite'), server_id: server.id, user_id: user.id, email: '', username, status: 'accepted', created_at: isoNow() });
    return { success: true, message: `${username} can now sign in to ${server.name}.` };
  }),

  route('post', '/api/customer/servers/{id}/emby/connect')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    requireType(server, 'emby');
    requireFeature(user, 'invites');
    validate(body, { email: 'required|string|email|max:255' });
    db.invite.create({ id: nextId('invite'), server_id: server.id, user_id: user.id, email: str(body.email), username: null, status: 'pending', created_at: isoNow() });
    return { success: true, message: `An Emby Connect invite has been sent to ${str(body.email)}.` };
  }),

  route('post', '/api/customer/servers/{id}/jellyfin/invite')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    requireType(server, 'jellyfin');
    requireFeature(user, 'invites');
    validate(body, { username: 'required|string|max:64', password: 'required|string|min:8' });
    const username = str(body.username);
    if (db.invite.getAll().some((invite) => invite.server_id === server.id && invite.username?.toLowerCase() === username.toLowerCase())) {
      throw validationFailed({ username: ['The username has already been taken.'] });
    }
    db.invite.create({ id: nextId('invite'), server_id: server.id, user_id: user.id, email: '', username, status: 'accepted', created_at: isoNow() });
    return { success: true, message: `${username} can now sign in to ${server.name}.` };
  }),

  route('post', '/api/customer/servers/{id}/services/gdrive/remount')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    recordRun(server.node_id, [
      { command: `systemctl restart rclone-gdrive@${containerName(server)}.service`, result: '', time: 4.1 },
      { command: `mountpoint -q /mnt/gdrive/${containerName(server)} && echo mounted`, result: 'mounted', time: 0.03 },
    ]);
    domainEvents.emit('gdrive-remounted', { userId: user.id, serverId: server.id });
    return { success: true, message: 'Google Drive has been remounted.' };
  }),

  route('get', '/api/customer/servers/{id}/invites')(({ request, params, url }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    const token = server.type === 'plex' ? signInToPlex(server, { login: url.searchParams.get('login'), password: url.searchParams.get('password') }) : server.media_token;
    const invites = db.invite.getAll().filter((invite) => invite.server_id === server.id);
    return { success: true, data: { invites: invites.map(toInvite), token } };
  }),

  route('get', '/api/customer/servers/{id}/invites/backups/get/{backup}')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const backup = db.inviteBackup.findFirst({ where: { id: { equals: intParam(params, 'backup') } } });
    if (!backup || backup.user_id !== user.id || backup.server_id !== server.id) throw notFound('Backup not found.');
    return { success: true, data: parseInvites(backup.invites_json) };
  }),
];

