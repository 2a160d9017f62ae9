import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, currentPassword, str, validate, type CustomRule } from '#lib/validation.ts';
import { changePassword, requireUser } from '#model/auth.ts';
import {
  accessOf,
  cnameResolves,
  cnameTarget,
  findCdnHost,
  findSharedUser,
  hostProblem,
  REMOTE_BITRATES,
  saveAccountPreferences,
  saveServerPreferences,
  sharedUserLabel,
  toCdnHostState,
  toProfile,
  toServerPreferences,
  toSharedUser,
  TRANSCODER_QUALITIES,
  WEEKDAYS,
} from '#model/customer-settings.ts';
import { notify } from '#model/notifications.ts';
import { requireFeature } from '#model/restrictions.ts';
import { ownServer, serverType, updateServer } from '#model/servers.ts';
import { findUserByEmail } from '#model/users.ts';

const PER_PAGE = 10;

const pluralLibraries = (count: number): string => `${count} ${count === 1 ? 'library' : 'libraries'}`;

export const customerSettingsHandlers = [
  // ---------------------------------------------------------------- user
  route('get', '/api/customer/settings/profile')(({ request }) => ({ success: true, data: toProfile(requireUser(request)) })),

  route('post', '/api/customer/settings/profile')(({ request, body }) => {
    const user = requireUser(request);
    const emailFree: CustomRule = (value) => {
      const owner = typeof value === 'string' ? findUserByEmail(value) : null;
      return owner && owner.id !== user.id ? 'The email has already been taken.' : null;
    };
    validate(body, {
      name: 'required|string|max:255',
      email: ['required', 'string', 'email', 'max:255', emailFree],
      timezone: 'required|string|timezone',
    });
    const email = str(body.email);
    const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
    const updated = db.user.update({ where: { id: { equals: user.id } }, data: { name: str(body.name), email } }) ?? user;
    saveAccountPreferences(user.id, { timezone: str(body.timezone) });
    const message = emailChanged ? `Your profile has been updated. Sign in with ${email} from now on.` : 'Your profile has been updated.';
    return { success: true, message, data: toProfile(updated) };
  }),

  route('post', '/api/customer/settings/notifications')(({ request, body }) => {
    const user = requireUser(request);
    validate(body, { ticket_replies: 'required|boolean', server_problems: 'required|boolean', newsletter: 'required|boolean' });
    saveAccountPreferences(user.id, {
      notify_ticket_replies: bool(body.ticket_replies),
      notify_server_problems: bool(body.server_problems),
      notify_newsletter: bool(body.newsletter),
    });
    return { success: true, message: 'Your e-mail preferences have been saved.', data: toProfile(user) };
  }),

  route('post', '/api/customer/settings/password')(({ request, body }) => {
    const user = requireUser(request);
    validate(body, {
      current_password: ['required', 'string', currentPassword(user.password)],
      password: 'required|string|min:8|confirmed|different:current_password',
    });
    changePassword(request, user, str(body.password));
    saveAccountPreferences(user.id, { password_changed_at: isoNow() });
    notify(user.id, 'Password changed', '<p>The password of your account was changed and your other sessions were signed out. If this was not you, <a href="/app/password/create">reset it now</a>.</p>');
    return { success: true, message: 'Your password has been changed. Every other device signed in to your account has been signed out.' };
  }),

  // ---------------------------------------------------------------- server
  route('get', '/api/customer/settings/servers/{id}')(({ request, params }) => {
    const server = ownServer(requireUser(request), intParam(params, 'id'));
    return { success: true, data: toServerPreferences(server) };
  }),

  route('post', '/api/customer/settings/servers/{id}')(({ request, params, body }) => {
    const user = requireUser(request);
    const server = ownServer(user, intParam(params, 'id'));
    if (server.status === 'suspended') throw conflict(`${server.name} is suspended, so its settings cannot be changed. Pay the open invoice to reactivate it.`);
    const qualities = TRANSCODER_QUALITIES[serverType(server)].map((choice) => choice.value);
    const nameFree: CustomRule = (value) => {
      const wanted = str(value).toLowerCase();
      const clash = db.server.getAll().some((other) => other.user_id === user.id && other.id !== server.id && other.name.toLowerCase() === wanted);
      return clash ? 'You already have a server with this name.' : null;
    };
    validate(body, {
      display_name: ['required', 'string', 'max:60', nameFree],
      timezone: 'required|string|timezone',
      auto_update: 'required|boolean',
      maintenance_day: `required|in:${WEEKDAYS.join(',')}`,
      maintenance_hour: 'required|integer|min:0|max:23',
      transcoder_quality: `required|string|in:${qualities.join(',')}`,
      hardware_transcoding: 'required|boolean',
      remote_bitrate_mbps: `nullable|integer|in:${REMOTE_BITRATES.join(',')}`,
    });
    const updated = updateServer(server.id, { name: str(body.display_name) });
    saveServerPreferences(updated, {
      timezone: str(body.timezone),
      auto_update: bool(body.auto_update),
      maintenance_day: str(body.maintenance_day),
      maintenance_hour: Number(body.maintenance_hour),
      transcoder_quality: str(body.transcoder_quality),
      hardware_transcoding: bool(body.hardware_transcoding),
      remote_bitrate_mbps: body.remote_bitrate_mbps === null || body.remote_bitrate_mbps === undefined ? null : Number(body.remote_bitrate_mbps),
    });
    return { success: true, message: `The settings of ${updated.name} have been saved.`, data: toServerPreferences(updated) };
  }),

  // ---------------------------------------------------------------- user management
  route('get', '/api/customer/settings/shared-users')(({ request, url }) => {
    const user = requireUser(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const perPage = intQuery(url, 'perpage', PER_PAGE, { max: 50 });
    const rows = db.sharedUser
      .getAll()
      .filter((row) => row.owner_id === user.id)
      .filter((row) => !search || [row.name, row.username, row.email].some((value) => value?.toLowerCase().includes(search)))
      .sort((a, b) => sharedUserLabel(a).localeCompare(sharedUserLabel(b), 'en', { sensitivity: 'base' }) || a.id - b.id);
    const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
    const page = Math.min(intQuery(url, 'page', 1), lastPage);
    return {
      success: true,
      data: rows.slice((page - 1) * perPage, page * perPage).map(toSharedUser),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total: rows.length },
    };
  }),

  route('post', '/api/customer/settings/shared-users')(({ request, body }) => {
    const user = requireUser(request);
    requireFeature(user, 'invites');
    const ownServerId: CustomRule = (value) =>
      db.server.getAll().some((server) => server.id === Number(value) && server.user_id === user.id) ? null : 'The selected server id is invalid.';
    validate(body, {
      email: 'required|string|email|max:255',
      name: 'nullable|string|max:255',
      server_id: ['required', 'integer', ownServerId],
      library_ids: 'required|array|min:1',
      'library_ids.*': 'integer',
    });
    const server = ownServer(user, Number(body.server_id));
    if (server.status === 'suspended') throw conflict(`${server.name} is suspended, so it cannot be shared. Pay the open invoice to reactivate it.`);
    const own = new Set(db.library.getAll().filter((library) => library.server_id === server.id).map((library) => library.id));
    const wanted = [...new Set((body.library_ids as unknown[]).map(Number))].sort((a, b) => a - b);
    if (!wanted.every((id) => own.has(id))) throw validationFailed({ library_ids: ['The selected library ids is invalid.'] });
    const email = str(body.email);
    const name = body.name === null || body.name === undefined ? null : str(body.name);
    const existing = db.sharedUser.getAll().find((row) => row.owner_id === user.id && row.email.toLowerCase() === email.toLowerCase());
    if (existing && accessOf(existing.id).some((access) => access.server_id === server.id)) {
      throw validationFailed({ email: [`${sharedUserLabel(existing)} already has access to ${server.name}. Edit their access instead.`] });
    }
    const person =
      existing ??
      db.sharedUser.create({ id: nextId('sharedUser'), owner_id: user.id, name, username: null, email, status: 'pending', last_seen_at: null, created_at: isoNow() });
    db.sharedUserAccess.create({ id: nextId('sharedUserAccess'), shared_user_id: person.id, server_id: server.id, library_ids: wanted });
    if (!db.invite.getAll().some((invite) => invite.server_id === server.id && invite.email.toLowerCase() === email.toLowerCase())) {
      db.invite.create({ id: nextId('invite'), server_id: server.id, user_id: user.id, email, username: null, status: 'pending', created_at: isoNow() });
    }
    return {
      success: true,
      message: `An invite to ${server.name} has been sent to ${email}. They can open ${pluralLibraries(wanted.length)} once they accept it.`,
      data: toSharedUser(person),
    };
  }),

  route('post', '/api/customer/settings/shared-users/{id}')(({ request, params, body }) => {
    const user = requireUser(request);
    const person = findSharedUser(user, intParam(params, 'id'));
    validate(body, { server_id: 'required|integer', library_ids: 'required|array|min:1', 'library_ids.*': 'integer' });
    const serverId = Number(body.server_id);
    const access = accessOf(person.id).find((candidate) => candidate.server_id === serverId);
    if (!access) throw validationFailed({ server_id: ['The selected server id is invalid.'] });
    const server = ownServer(user, serverId);
    const own = new Set(db.library.getAll().filter((library) => library.server_id === server.id).map((library) => library.id));
    const wanted = [...new Set((body.library_ids as unknown[]).map(Number))].sort((a, b) => a - b);
    if (!wanted.every((id) => own.has(id))) throw validationFailed({ library_ids: ['The selected library ids is invalid.'] });
    db.sharedUserAccess.update({ where: { id: { equals: access.id } }, data: { library_ids: wanted } });
    return {
      success: true,
      message: `${sharedUserLabel(person)} can now open ${pluralLibraries(wanted.length)} on ${server.name}.`,
      data: toSharedUser(person),
    };
  }),

  route('delete', '/api/customer/settings/shared-users/{id}')(({ request, params }) => {
    const user = requireUser(request);
    const person = findSharedUser(user, intParam(params, 'id'));
    const serverIds = new Set(accessOf(person.id).map((access) => access.server_id));
    db.sharedUserAccess.deleteMany({ where: { shared_user_id: { equals: person.id } } });
    db.sharedUser.delete({ where: { id: { equals: person.id } } });
    // Their invites go too, so nobody can accept an old one and come back in.
    for (const invite of db.invite.getAll()) {
      if (serverIds.has(invite.server_id) && invite.email.toLowerCase() === person.email.toLowerCase()) {
        db.invite.delete({ where: { id: { equals: invite.id } } });
      }
    }
    return { success: true, message: `${sharedUserLabel(person)} no longer has access to any of your servers.` };
  }),

  // ---------------------------------------------------------------- CDN host
  route('get', '/api/customer/settings/cdn-host')(({ request }) => {
    const user = requireUser(request);
    requireFeature(user, 'cdn');
    return { success: true, data: toCdnHostState(user) };
  }),

  route('post', '/api/customer/settings/cdn-host')(({ request, body }) => {
    const user = requireUser(request);
    requireFeature(user, 'cdn');
    const normalized = (value: unknown): string => str(value).toLowerCase().replace(/\.$/, '');
    const usable: CustomRule = (value) => hostProblem(normalized(value));
    const free: CustomRule = (value) => {
      const host = normalized(value);
      return db.cdnHost.getAll().some((row) => row.host === host && row.user_id !== user.id) ? 'The host has already been taken.' : null;
    };
    validate(body, { host: ['required', 'string', 'max:253', usable, free] });
    const host = normalized(body.host);
    const existing = findCdnHost(user.id);
    if (existing?.host === host) return { success: true, message: `${host} is already your CDN host.`, data: toCdnHostState(user) };
    const row = { host, status: 'pending', created_at: isoNow(), checked_at: null, verified_at: null, check_message: null };
    if (existing) db.cdnHost.update({ where: { user_id: { equals: user.id } }, data: row });
    else db.cdnHost.create({ ...row, user_id: user.id });
    return {
      success: true,
      message: `${host} is saved. Create its CNAME record pointing at ${cnameTarget(user)}, then check it.`,
      data: toCdnHostState(user),
    };
  }),

  route('delete', '/api/customer/settings/cdn-host')(({ request }) => {
    const user = requireUser(request);
    requireFeature(user, 'cdn');
    const existing = findCdnHost(user.id);
    if (!existing) throw notFound('You have no CDN host.');
    db.cdnHost.delete({ where: { user_id: { equals: user.id } } });
    return { success: true, message: `${existing.host} is no longer your CDN host.`, data: toCdnHostState(user) };
  }),

  route('post', '/api/customer/settings/cdn-host/verify')(({ request }) => {
    const user = requireUser(request);
    requireFeature(user, 'cdn');
    const existing = findCdnHost(user.id);
    if (!existing) throw notFound('You have no CDN host.');
    const target = cnameTarget(user);
    const found = cnameResolves(existing.host);
    const checkedAt = isoNow();
    db.cdnHost.update({
      where: { user_id: { equals: user.id } },
      data: found
        ? { status: 'active', checked_at: checkedAt, verified_at: existing.verified_at ?? checkedAt, check_message: `The CNAME record of ${existing.host} points at ${target}.` }
        : { status: 'pending', checked_at: checkedAt, verified_at: null, check_message: `No CNAME record was found for ${existing.host}.` },
    });
    const message = found
      ? `${existing.host} is verified. Your servers are now served from it.`
      : `We could not find the CNAME record of ${existing.host} yet. DNS changes can take a few hours to spread; check again later.`;
    return { success: true, message, data: toCdnHostState(user) };
  }),
];
