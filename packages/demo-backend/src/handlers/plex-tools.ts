import type { PlexToolsInviteBackup } from '@portal/api-client';
import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { str, validate } from '#lib/validation.ts';
import { parseInvites, toInvite } from '#model/invites.ts';
import { plexAccountToken } from '#model/plex-account.ts';
import { ownPlexServer, plexAccountForLogin, plexAccountForToken, plexServersOf, requirePlexTools } from '#model/plex-tools.ts';
import { findServer, toServer } from '#model/servers.ts';

type BackupRow = ReturnType<typeof db.inviteBackup.getAll>[number];

const BACKUP_NAME_MAX = 60;

function toPlexToolsBackup(backup: BackupRow): PlexToolsInviteBackup {
  return {
    id: backup.id,
    name: backup.name,
    invites_count: parseInvites(backup.invites_json).length,
    created_at: backup.created_at,
    server_id: backup.server_id,
    server_name: findServer(backup.server_id)?.name ?? 'A deleted server',
  };
}

export const plexToolHandlers = [
  route('get', '/api/customer/plex-tools/invites')(({ request, url }) => {
    const user = requirePlexTools(request);
    const token = url.searchParams.get('token')?.trim() ?? '';
    let account: string | null;
    if (token) {
      account = plexAccountForToken(user, token);
      if (!account) throw validationFailed({ token: ['Your Plex sign-in has expired. Sign in again.'] });
    } else {
      const login = url.searchParams.get('login')?.trim() ?? '';
      const password = url.searchParams.get('password') ?? '';
      const errors: Record<string, string[]> = {};
      if (!login) errors.login = ['The login field is required when token is not present.'];
      if (!password) errors.password = ['The password field is required when token is not present.'];
      if (Object.keys(errors).length) throw validationFailed(errors);
      account = plexAccountForLogin(user, login, password);
      if (!account) throw validationFailed({ login: ['These Plex credentials do not match our records.'] });
    }
    const servers = plexServersOf(user).filter((server) => server.claim_email?.toLowerCase() === account);
    const invites = servers.flatMap((server) =>
      db.invite
        .getAll()
        .filter((invite) => invite.server_id === server.id)
        .map((invite) => ({ ...toInvite(invite), server_id: server.id, server_name: server.name })),
    );
    const owned = servers.map((server) => ({ id: server.id, name: server.name, status: toServer(server).status }));
    return { success: true, data: { account, servers: owned, invites, token: plexAccountToken(account) } };
  }),

  route('get', '/api/customer/plex-tools/invites/backups')(({ request }) => {
    const user = requirePlexTools(request);
    const backups = db.inviteBackup
      .getAll()
      .filter((backup) => backup.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return { success: true, data: backups.map(toPlexToolsBackup) };
  }),

  route('post', '/api/customer/plex-tools/invites/backups/create')(({ request, body }) => {
    const user = requirePlexTools(request);
    validate(body, { server_id: 'required|integer', name: `required|string|max:${BACKUP_NAME_MAX}`, token: 'required|string' });
    const account = plexAccountForToken(user, str(body.token));
    if (!account) throw validationFailed({ token: ['Your Plex sign-in has expired. Sign in again.'] });
    const server = ownPlexServer(user, body.server_id);
    if (!server || server.claim_email?.toLowerCase() !== account) {
      throw validationFailed({ server_id: ['The selected server is not one of this Plex account’s servers.'] });
    }
    const name = str(body.name).trim();
    const invites = db.invite
      .getAll()
      .filter((invite) => invite.server_id === server.id)
      .map((invite) => toInvite(invite));
    const row = db.inviteBackup.create({ id: nextId('inviteBackup'), user_id: user.id, server_id: server.id, name, invites_json: JSON.stringify(invites), created_at: isoNow() });
    const count = invites.length === 1 ? '1 invite' : `${invites.length} invites`;
    return { success: true, message: `The invite list of ${server.name} (${count}) has been backed up as “${name}”.`, data: toPlexToolsBackup(row) };
  }),

  route('get', '/api/customer/plex-tools/invites/backups/{backup}')(({ request, params }) => {
    const user = requirePlexTools(request);
    const backup = db.inviteBackup.findFirst({ where: { id: { equals: intParam(params, 'backup') } } });
    if (!backup || backup.user_id !== user.id) throw notFound('Backup not found.');
    return { success: true, data: { ...toPlexToolsBackup(backup), invites: parseInvites(backup.invites_json) } };
  }),

  route('post', '/api/customer/plex-tools/invites/backups/delete/{backup}')(({ request, params }) => {
    const user = requirePlexTools(request);
    const backup = db.inviteBackup.findFirst({ where: { id: { equals: intParam(params, 'backup') } } });
    if (!backup || backup.user_id !== user.id) throw notFound('Backup not found.');
    db.inviteBackup.delete({ where: { id: { equals: backup.id } } });
    return { success: true, message: `The invite backup “${backup.name}” has been deleted.` };
  }),
];
