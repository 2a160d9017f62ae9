import type { ServerType } from '@portal/api-client';
import { db, type ServerRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { conflict, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { str, validate } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import { parseInvites } from '#model/invites.ts';
import { isPlexToken } from '#model/plex-account.ts';
import { recordRun, type CommandRun } from '#model/processes.ts';
import { requireFeature } from '#model/restrictions.ts';
import { containerName, ownServer, serverType, TYPE_LABEL } from '#model/servers.ts';

type LibraryRow = ReturnType<typeof db.library.getAll>[number];

/** How each media server is told to scan, from inside its container. */
function scanCommand(server: ServerRow, library: LibraryRow | null): CommandRun {
  const container = containerName(server);
  const commands: Record<ServerType, string> = {
    plex: `docker exec ${container} curl -fsS -X GET "http://127.0.0.1:32400/library/sections/${library ? library.id : 'all'}/refresh?force=0" -H "X-Plex-Token: ${server.media_token}"`,
    emby: `docker exec ${container} curl -fsS -X POST "http://127.0.0.1:8096/emby/${library ? `Items/${library.id}/Refresh?Recursive=true` : 'Library/Refresh'}" -H "X-Emby-Token: ${server.media_token}"`,
    jellyfin: `docker exec ${container} curl -fsS -X POST "http://127.0.0.1:8096/${library ? `Items/${library.id}/Refresh?Recursive=true` : 'Library/Refresh'}" -H "X-Emby-Token: ${server.media_token}"`,
  };
  return { command: commands[serverType(server)], result: '', time: 0.4 };
}

export const serverSectionHandlers = [
  route('post', '/api/customer/servers/{id}/libraries/scan')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const libraries = db.library.getAll().filter((library) => library.server_id === server.id);
    validate(body, {
      library: ['nullable', (value) => (libraries.some((library) => String(library.id) === String(value)) ? null : 'The selected library is invalid.')],
    });
    if (server.status !== 'running') throw conflict(`${server.name} is not running. Start it before scanning its libraries.`);
    const library = body.library === undefined || body.library === null ? null : (libraries.find((candidate) => String(candidate.id) === String(body.library)) ?? null);
    recordRun(server.node_id, [scanCommand(server, library)]);
    domainEvents.emit('library-scan', { userId: user.id, serverId: server.id });
    return {
      success: true,
      message: library ? `${library.name} is being scanned.` : `Every library of ${server.name} is being scanned.`,
    };
  }),

  route('get', '/api/customer/servers/{id}/invites/backups')(({ request, params }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    const backups = db.inviteBackup
      .getAll()
      .filter((backup) => backup.user_id === user.id && backup.server_id === server.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return {
      success: true,
      data: backups.map((backup) => ({ id: backup.id, name: backup.name, invites_count: parseInvites(backup.invites_json).length, created_at: backup.created_at })),
    };
  }),

  route('post', '/api/customer/servers/{id}/plex/invite')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    if (server.type !== 'plex') throw validationFailed({ server: [`This action is only available for ${TYPE_LABEL.plex} servers.`] });
    requireFeature(user, 'invites');
    validate(body, { email: 'required|string|email|max:255', token: 'required|string' });
    if (!isPlexToken(server, str(body.token))) throw validationFailed({ token: ['Your Plex sign-in has expired. Sign in to Plex again.'] });
    const email = str(body.email);
    if (db.invite.getAll().some((invite) => invite.server_id === server.id && invite.email.toLowerCase() === email.toLowerCase())) {
      throw validationFailed({ email: ['This e-mail address has already been invited.'] });
    }
    db.invite.create({ id: nextId('invite'), server_id: server.id, user_id: user.id, email, username: null, status: 'pending', created_at: isoNow() });
    return { success: true, message: `An invite to ${server.name} has been sent to ${email}.` };
  }),
];
