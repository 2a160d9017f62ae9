import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, later } from '#lib/clock.ts';
import { conflict, forbidden, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { optionalStr, str, validate } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import {
  cdnOverview,
  correctMatchRule,
  INVITE_LIMIT,
  INVITE_VALID_DAYS,
  invitesOf,
  invitesOverview,
  MISMATCH_PROBLEMS,
  mismatchStatus,
  settleInvite,
  statusWords,
  toCommunityInvite,
  toMismatch,
} from '#model/community.ts';
import { findUserByEmail } from '#model/users.ts';

export const communityHandlers = [
  // ---------------------------------------------------------------- invites
  route('get', '/api/customer/community/invites')(({ request }) => {
    const user = requireUser(request);
    return { success: true, data: invitesOverview(user) };
  }),

  route('post', '/api/customer/community/invites')(({ request, body }) => {
    const user = requireUser(request);
    if (user.is_trial) throw forbidden('Trial accounts cannot invite friends yet.');
    validate(body, { email: 'required|string|email|max:255', message: 'nullable|string|max:500' });
    const email = str(body.email).toLowerCase();
    if (findUserByEmail(email)) throw validationFailed({ email: [`${email} already has an account.`] });
    const open = db.communityInvite.getAll().map(settleInvite);
    if (open.some((invite) => invite.status === 'pending' && invite.email.toLowerCase() === email)) {
      throw validationFailed({ email: [`${email} has already been invited.`] });
    }
    if (invitesOf(user).filter((invite) => invite.status === 'pending').length >= INVITE_LIMIT) {
      throw conflict(`You have ${INVITE_LIMIT} open invites. Revoke one, or wait until one is accepted, before you invite someone else.`);
    }
    const row = db.communityInvite.create({
      id: nextId('communityInvite'),
      user_id: user.id,
      email,
      message: optionalStr(body.message),
      status: 'pending',
      sent_at: isoNow(),
      accepted_at: null,
      expires_at: later({ days: INVITE_VALID_DAYS }),
    });
    return { success: true, message: `An invite has been sent to ${email}.`, data: toCommunityInvite(row) };
  }),

  route('post', '/api/customer/community/invites/{invite}/revoke')(({ request, params }) => {
    const user = requireUser(request);
    const found = db.communityInvite.findFirst({ where: { id: { equals: intParam(params, 'invite') } } });
    if (!found || found.user_id !== user.id) throw notFound('Invite not found.');
    const invite = settleInvite(found);
    if (invite.status === 'revoked') throw conflict('This invite has been revoked already.');
    if (invite.status !== 'pending') throw conflict(`This invite has ${invite.status === 'accepted' ? 'been accepted' : 'expired'}, so it cannot be revoked.`);
    const row = db.communityInvite.update({ where: { id: { equals: invite.id } }, data: { status: 'revoked' } }) ?? invite;
    return { success: true, message: `The invite to ${row.email} has been revoked.`, data: toCommunityInvite(row) };
  }),

  // ---------------------------------------------------------------- CDN
  route('get', '/api/customer/community/cdn')(({ request }) => {
    const user = requireUser(request);
    return { success: true, data: cdnOverview(user) };
  }),

  route('post', '/api/customer/community/cdn/preference')(({ request, body }) => {
    const user = requireUser(request);
    validate(body, { node_id: 'nullable|integer' });
    const nodeId = body.node_id === undefined || body.node_id === null ? null : Number(body.node_id);
    let message = 'The platform now picks the best node for each stream.';
    if (nodeId !== null) {
      const node = db.communityCdnNode.findFirst({ where: { id: { equals: nodeId } } });
      if (!node) throw validationFailed({ node_id: ['The selected node is invalid.'] });
      if (node.status === 'offline') throw conflict(`${node.name} is offline. Choose another node, or let the platform choose.`);
      message = `Your streams now go through ${node.name} (${node.location}) when it can take them.`;
    }
    const data = { node_id: nodeId, updated_at: isoNow() };
    const updated = db.communityCdnPreference.update({ where: { user_id: { equals: user.id } }, data });
    if (!updated) db.communityCdnPreference.create({ user_id: user.id, ...data });
    return { success: true, message, data: cdnOverview(user) };
  }),

  // ---------------------------------------------------------------- mismatched content
  route('get', '/api/customer/community/mismatches')(({ request }) => {
    const user = requireUser(request);
    const reports = db.mismatchReport
      .getAll()
      .filter((report) => report.user_id === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { success: true, data: reports.map(toMismatch) };
  }),

  route('post', '/api/customer/community/mismatches')(({ request, body }) => {
    const user = requireUser(request);
    validate(body, {
      server_id: 'required|integer',
      library_id: 'required|integer',
      title: 'required|string|max:200',
      problem: `required|in:${MISMATCH_PROBLEMS.join(',')}`,
      details: 'nullable|string|max:1000',
      correct_match: ['required', 'string', 'max:255', correctMatchRule],
    });
    const server = db.server.findFirst({ where: { id: { equals: Number(body.server_id) } } });
    if (!server || server.user_id !== user.id) throw validationFailed({ server_id: ['The selected server is invalid.'] });
    const library = db.library.findFirst({ where: { id: { equals: Number(body.library_id) } } });
    if (!library || library.server_id !== server.id) throw validationFailed({ library_id: ['The selected library is invalid.'] });
    if (body.problem === 'other' && !optionalStr(body.details)) {
      throw validationFailed({ details: ['The details field is required when problem is other.'] });
    }
    const title = str(body.title);
    const duplicate = db.mismatchReport
      .getAll()
      .some((report) => report.server_id === server.id && report.title.toLowerCase() === title.toLowerCase() && ['open', 'in_progress'].includes(report.status));
    if (duplicate) throw validationFailed({ title: [`You have already reported “${title}” on ${server.name}.`] });
    const now = isoNow();
    const row = db.mismatchReport.create({
      id: nextId('mismatchReport'),
      user_id: user.id,
      server_id: server.id,
      library_id: library.id,
      title,
      problem: str(body.problem),
      details: optionalStr(body.details),
      correct_match: str(body.correct_match),
      status: 'open',
      staff_note: null,
      created_at: now,
      updated_at: now,
    });
    return { success: true, message: `Thanks! “${title}” has been reported. The community team will re-match it.`, data: toMismatch(row) };
  }),

  route('post', '/api/customer/community/mismatches/{mismatch}/cancel')(({ request, params }) => {
    const user = requireUser(request);
    const report = db.mismatchReport.findFirst({ where: { id: { equals: intParam(params, 'mismatch') } } });
    if (!report || report.user_id !== user.id) throw notFound('Report not found.');
    if (mismatchStatus(report) !== 'open') throw conflict(`This report is ${statusWords(report)}, so it cannot be cancelled.`);
    const row = db.mismatchReport.update({ where: { id: { equals: report.id } }, data: { status: 'cancelled', updated_at: isoNow() } }) ?? report;
    return { success: true, message: `Your report of “${row.title}” has been cancelled.`, data: toMismatch(row) };
  }),
];
