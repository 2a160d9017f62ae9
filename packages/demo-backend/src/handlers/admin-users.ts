import { db, type UserRow } from '#db/database.ts';
import { isoNow, later } from '#lib/clock.ts';
import { randomToken } from '#lib/crypto.ts';
import { forbidden, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, str, validate, type CustomRule } from '#lib/validation.ts';
import { requireAdmin, revokeUserTokens } from '#model/auth.ts';
import { findNode } from '#model/nodes.ts';
import { findServer, toServer } from '#model/servers.ts';
import { findUser, findUserByEmail, RESTRICTIONS, toAdminUser } from '#model/users.ts';

const SORTABLE = ['id', 'name', 'email', 'created_at'] as const;

/** The `role` filter of the list: `customer` is everyone who is neither admin nor moderator. */
const ROLES: Record<string, (user: UserRow) => boolean> = {
  admin: (user) => user.admin,
  moderator: (user) => user.is_moderator,
  contributor: (user) => user.is_contributor,
  trial: (user) => user.is_trial,
  customer: (user) => !user.admin && !user.is_moderator,
};

/** How long an impersonation link works: long enough to open it, too short to pass around. */
const IMPERSONATION_MINUTES = 5;

function userOrFail(id: number): UserRow {
  const user = findUser(id);
  if (!user) throw notFound('User not found.');
  return user;
}

export const adminUserHandlers = [
  route('get', '/api/admin/servers/{id}')(({ request, params }) => {
    requireAdmin(request);
    const server = findServer(intParam(params, 'id'));
    if (!server) throw notFound('Server not found.');
    const owner = userOrFail(server.user_id);
    return { success: true, data: { ...toServer(server), owner: { id: owner.id, name: owner.name, email: owner.email } } };
  }),
  route('get', '/api/admin/users')(({ request, url }) => {
    requireAdmin(request);
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const column = SORTABLE.find((candidate) => candidate === url.searchParams.get('sortColumn')) ?? 'id';
    const direction = url.searchParams.get('sortDirection') === 'desc' ? -1 : 1;
    const role = ROLES[url.searchParams.get('role') ?? ''];
    const users = db.user
      .getAll()
      .filter((user) => !role || role(user))
      .filter((user) => !search || user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search) || String(user.id) === search)
      .sort((a, b) => {
        const left = a[column];
        const right = b[column];
        const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
        return direction * (order || a.id - b.id);
      });
    const total = users.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    const servers = db.server.getAll();
    return {
      success: true,
      data: users.slice((page - 1) * perPage, page * perPage).map((user) => ({
        ...toAdminUser(user),
        admin: user.admin,
        server_count: servers.filter((server) => server.user_id === user.id).length,
        created_at: user.created_at,
      })),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    };
  }),

  route('get', '/api/admin/users/user/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAdminUser(userOrFail(intParam(params, 'id'))) };
  }),

  route('get', '/api/admin/users/user/{id}/servers')(({ request, params }) => {
    requireAdmin(request);
    const user = userOrFail(intParam(params, 'id'));
    const servers = db.server
      .getAll()
      .filter((server) => server.user_id === user.id)
      .sort((a, b) => a.id - b.id)
      .map((server) => {
        const node = findNode(server.node_id);
        return { id: server.id, name: server.name, type: server.type, status: server.status, node: node ? { id: node.id, name: node.alias } : null };
      });
    return { success: true, data: servers };
  }),

  route('post', '/api/admin/users/user/{id}/impersonate')(({ request, params }) => {
    const admin = requireAdmin(request);
    const user = userOrFail(intParam(params, 'id'));
    if (user.id === admin.id) throw forbidden('You cannot impersonate yourself.');
    if (user.admin) throw forbidden('Admins cannot be impersonated.');
    const token = randomToken(40);
    db.impersonation.create({ token, user_id: user.id, admin_id: admin.id, created_at: isoNow(), expires_at: later({ minutes: IMPERSONATION_MINUTES }) });
    return { success: true, data: { token } };
  }),

  route('post', '/api/admin/users/user/{id}/update')(({ request, params, body }) => {
    requireAdmin(request);
    const user = userOrFail(intParam(params, 'id'));
    const uniqueEmail: CustomRule = (value) => {
      const owner = typeof value === 'string' ? findUserByEmail(value) : null;
      return owner && owner.id !== user.id ? 'The email has already been taken.' : null;
    };
    validate(body, {
      name: 'required|string|max:255',
      email: ['required', 'string', 'email', 'max:255', uniqueEmail],
      is_trial: 'nullable|boolean',
      is_moderator: 'nullable|boolean',
      is_contributor: 'nullable|boolean',
      whmcs_id: 'nullable|integer|min:1',
      restrictions: 'nullable|array',
      'restrictions.*': `string|in:${RESTRICTIONS.join(',')}`,
    });
    const restrictions = Array.isArray(body.restrictions) ? [...new Set(body.restrictions.map(String))] : user.restrictions;
    db.user.update({
      where: { id: { equals: user.id } },
      data: {
        name: str(body.name),
        email: str(body.email),
        is_trial: body.is_trial === undefined || body.is_trial === null ? user.is_trial : bool(body.is_trial),
        is_moderator: body.is_moderator === undefined || body.is_moderator === null ? user.is_moderator : bool(body.is_moderator),
        is_contributor: body.is_contributor === undefined || body.is_contributor === null ? user.is_contributor : bool(body.is_contributor),
        whmcs_id: body.whmcs_id === undefined ? user.whmcs_id : body.whmcs_id === null ? null : Number(body.whmcs_id),
        restrictions,
      },
    });
    return { success: true, message: 'The user has been updated' };
  }),

  route('delete', '/api/admin/users/user/{id}/delete')(({ request, params }) => {
    const admin = requireAdmin(request);
    const user = userOrFail(intParam(params, 'id'));
    if (user.id === admin.id) throw forbidden('You cannot delete your own account.');
    revokeUserTokens(user.id);
    const serverIds = new Set(db.server.getAll().filter((server) => server.user_id === user.id).map((server) => server.id));
    db.library.deleteMany({ where: { server_id: { in: [...serverIds] } } });
    db.invite.deleteMany({ where: { user_id: { equals: user.id } } });
    db.inviteBackup.deleteMany({ where: { user_id: { equals: user.id } } });
    db.backup.deleteMany({ where: { user_id: { equals: user.id } } });
    db.server.deleteMany({ where: { user_id: { equals: user.id } } });
    db.notification.deleteMany({ where: { user_id: { equals: user.id } } });
    db.announcementRead.deleteMany({ where: { user_id: { equals: user.id } } });
    db.mediaRequest.deleteMany({ where: { user_id: { equals: user.id } } });
    db.subscription.deleteMany({ where: { user_id: { equals: user.id } } });
    db.ticket.deleteMany({ where: { user_id: { equals: user.id } } });
    db.user.delete({ where: { id: { equals: user.id } } });
    return { success: true, message: 'The user has been deleted' };
  }),
];
