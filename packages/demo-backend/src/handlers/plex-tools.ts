import { db } from '#db/database.ts';
import { notFound } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { requireUser } from '#model/auth.ts';
import { requireFeature } from '#model/restrictions.ts';
import { parseInvites, toInvite } from '#model/invites.ts';

export const plexToolHandlers = [
  route('get', '/api/customer/plex-tools/invites')(({ request }) => {
    const user = requireUser(request);
    requireFeature(user, 'plex-tools');
    const servers = db.server.getAll().filter((server) => server.user_id === user.id && server.type === 'plex');
    const serverIds = new Set(servers.map((server) => server.id));
    const invites = db.invite.getAll().filter((invite) => serverIds.has(invite.server_id));
    return { success: true, data: { invites: invites.map(toInvite), token: servers[0]?.media_token ?? null } };
  }),

  route('get', '/api/customer/plex-tools/invites/backups')(({ request }) => {
    const user = requireUser(request);
    requireFeature(user, 'plex-tools');
    const backups = db.inviteBackup
      .getAll()
      .filter((backup) => backup.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      success: true,
      data: backups.map((backup) => ({ id: backup.id, name: backup.name, invites_count: parseInvites(backup.invites_json).length, created_at: backup.created_at })),
    };
  }),

  route('post', '/api/customer/plex-tools/invites/backups/delete/{backup}')(({ request, params }) => {
    const user = requireUser(request);
    requireFeature(user, 'plex-tools');
    const backup = db.inviteBackup.findFirst({ where: { id: { equals: intParam(params, 'backup') } } });
    if (!backup || backup.user_id !== user.id) throw notFound('Backup not found.');
    db.inviteBackup.delete({ where: { id: { equals: backup.id } } });
    return { success: true, message: 'The invite backup has been deleted.' };
  }),
];
