import { db, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, isPast, later, now } from '#lib/clock.ts';
import { hashPassword, isHashed, randomToken, verifyPassword } from '#lib/crypto.ts';
import { escapeHtml } from '#lib/html.ts';
import { forbidden, type HttpError, notFound, tooManyRequests, validationFailed } from '#lib/http-error.ts';
import { route } from '#lib/route.ts';
import { optionalStr, str, validate, type CustomRule } from '#lib/validation.ts';
import { bearerToken, issueToken, requireUser, revokeToken, revokeUserTokens } from '#model/auth.ts';
import { notify, notifyAdmins } from '#model/notifications.ts';
import { toProduct } from '#model/products.ts';
import { hasPendingTrialRequest, recordGuestTrialRequest } from '#model/trial-requests.ts';
import { SERVER_TYPES, TYPE_LABEL, isServerType } from '#model/servers.ts';
import { settings } from '#model/settings.ts';
import { findUser, findUserByEmail, isAdmin, toAuthUser } from '#model/users.ts';
import { onReset } from '#state.ts';

const CREDENTIALS_FAILED = 'These credentials do not match our records.';
const MAX_ATTEMPTS = 5;
const LOCKOUT_SECONDS = 60;
const RESET_MINUTES = 60;

/** Failed sign-ins per e-mail address, like Laravel's login rate limiter. */
const failedLogins = new Map<string, { count: number; until: number }>();
onReset(() => failedLogins.clear());

function guardAttempts(email: string): void {
  const entry = failedLogins.get(email.toLowerCase());
  if (!entry || entry.count < MAX_ATTEMPTS) return;
  const seconds = Math.ceil((entry.until - now()) / 1000);
  if (seconds <= 0) {
    failedLogins.delete(email.toLowerCase());
    return;
  }
  throw tooManyRequests(`Too many login attempts. Please try again in ${seconds} seconds.`);
}

function credentialsFailed(email: string): HttpError {
  const key = email.toLowerCase();
  const entry = failedLogins.get(key);
  const count = (entry && entry.until > now() ? entry.count : 0) + 1;
  failedLogins.set(key, { count, until: now() + LOCKOUT_SECONDS * 1000 });
  return validationFailed({ email: [CREDENTIALS_FAILED] });
}

const LOGIN_RULES = { email: 'required|string|email', password: 'required|string' };

/** Checks e-mail and password; a password still stored in plain text is hashed on the way. */
function attempt(email: string, password: string, accept: (user: UserRow) => boolean): UserRow {
  guardAttempts(email);
  const user = findUserByEmail(email);
  if (!user || !verifyPassword(user.password, password) || !accept(user)) throw credentialsFailed(email);
  failedLogins.delete(email.toLowerCase());
  if (!isHashed(user.password)) db.user.update({ where: { id: { equals: user.id } }, data: { password: hashPassword(password) } });
  return user;
}

const uniqueEmail: CustomRule = (value) => (typeof value === 'string' && findUserByEmail(value) ? 'The email has already been taken.' : null);

/** An invite key that can still be used, or the reason it cannot. */
function usableInviteKey(raw: string) {
  const key = db.inviteKey.findFirst({ where: { key: { equals: raw.trim().toUpperCase() } } });
  if (!key) throw notFound('This invite key does not exist.');
  if (key.used_at) throw validationFailed({ key: ['This invite key has already been used.'] });
  if (key.expires_at && isPast(key.expires_at)) throw validationFailed({ key: ['This invite key has expired.'] });
  return key;
}

export const sessionHandlers = [
  route('post', '/api/login')(({ body }) => {
    validate(body, { ...LOGIN_RULES, instance: 'nullable|string|max:255' });
    const user = attempt(str(body.email), str(body.password), () => true);
    const token = issueToken(user.id, { instance: optionalStr(body.instance) });
    return { success: true, token, user: toAuthUser(user) };
  }),

  route('post', '/api/admin/login')(({ body }) => {
    validate(body, LOGIN_RULES);
    const user = attempt(str(body.email), str(body.password), isAdmin);
    const token = issueToken(user.id, { name: 'admin' });
    return { success: true, token, user: toAuthUser(user) };
  }),

  route('get', '/api/get-user')(({ request }) => ({ success: true, data: toAuthUser(requireUser(request)) })),

  route('get', '/api/customer/user/fetch')(({ request }) => ({ success: true, data: toAuthUser(requireUser(request)) })),

  route('post', '/api/logout')(({ request }) => {
    requireUser(request);
    const token = bearerToken(request);
    if (token) revokeToken(token);
    return { success: true, message: 'You have been signed out.' };
  }),

  route('post', '/api/password/create')(({ body }) => {
    validate(body, { email: 'required|string|email|max:255' });
    const user = findUserByEmail(str(body.email));
    if (user) {
      for (const reset of db.passwordReset.getAll()) {
        if (reset.email.toLowerCase() === user.email.toLowerCase()) db.passwordReset.delete({ where: { token: { equals: reset.token } } });
      }
      db.passwordReset.create({ token: randomToken(64), email: user.email, created_at: isoNow(), expires_at: later({ minutes: RESET_MINUTES }) });
    }
    // The same answer whether or not the address has an account, so nobody can probe for accounts.
    return { success: true, message: 'If an account exists for that e-mail address, we have sent it a link to reset the password.' };
  }),

  route('post', '/api/password/reset')(({ body }) => {
    validate(body, { token: 'required|string', email: 'required|string|email', password: 'required|string|min:8|confirmed' });
    const reset = db.passwordReset.findFirst({ where: { token: { equals: str(body.token) } } });
    const user = findUserByEmail(str(body.email));
    if (!reset || !user || reset.email.toLowerCase() !== user.email.toLowerCase() || isPast(reset.expires_at)) {
      throw validationFailed({ email: ['This password reset token is invalid.'] });
    }
    db.user.update({ where: { id: { equals: user.id } }, data: { password: hashPassword(str(body.password)) } });
    db.passwordReset.delete({ where: { token: { equals: reset.token } } });
    revokeUserTokens(user.id);
    notify(user.id, 'Password changed', '<p>The password of your account was reset. If this was not you, <a href="/app/password/create">reset it again</a> and contact support.</p>');
    return { success: true, message: 'Your password has been reset. You can sign in with the new password now.' };
  }),

  route('get', '/api/accept-invite/{key}/verify')(({ params }) => {
    const key = usableInviteKey(params.key ?? '');
    return { success: true, data: { key: key.key, email: key.email, has_products: key.product_ids.length > 0 } };
  }),

  route('post', '/api/accept-invite/{key}/create-account')(({ params, body }) => {
    const key = usableInviteKey(params.key ?? '');
    validate(body, {
      name: 'required|string|max:255',
      email: ['required', 'string', 'email', 'max:255', uniqueEmail],
      password: 'required|string|min:8|confirmed',
    });
    const email = str(body.email);
    if (key.email && key.email.toLowerCase() !== email.toLowerCase()) {
      throw validationFailed({ email: ['The email must be the address this invite was sent to.'] });
    }
    const user = db.user.create({
      id: nextId('user'),
      name: str(body.name),
      email,
      password: hashPassword(str(body.password)),
      reseller_id: key.reseller_id,
      restrictions: [],
      created_at: isoNow(),
    });
    db.inviteKey.update({ where: { key: { equals: key.key } }, data: { used_by: user.id, used_at: isoNow() } });
    notify(user.id, `Welcome to ${settings().app_name}`, '<p>Your account is ready. Pick a plan to get your first media server.</p><p><a href="/app/dashboard">Go to the dashboard</a></p>');
    const token = issueToken(user.id);
    return { success: true, token, user: toAuthUser(user) };
  }),

  route('get', '/api/accept-invite/{key}/products')(({ request, params }) => {
    requireUser(request);
    const key = db.inviteKey.findFirst({ where: { key: { equals: (params.key ?? '').trim().toUpperCase() } } });
    if (!key) throw notFound('This invite key does not exist.');
    const products = db.product.getAll().filter((product) => key.product_ids.includes(product.id));
    return { success: true, data: products.map(toProduct) };
  }),

  route('post', '/api/request-trial')(({ body }) => {
    if (!settings().user_request_trial) throw forbidden('Trial requests are closed at the moment.');
    validate(body, {
      name: 'required|string|max:255',
      email: 'required|string|email|max:255',
      server_type: `required|string|in:${SERVER_TYPES.join(',')}`,
      message: 'nullable|string|max:2000',
    });
    const email = str(body.email);
    const pending = db.trialRequest.getAll().some((trial) => trial.status === 'pending' && trial.email.toLowerCase() === email.toLowerCase());
    if (pending || hasPendingTrialRequest(email)) throw validationFailed({ email: ['A trial has already been requested with this e-mail address.'] });
    const type = isServerType(body.server_type) ? body.server_type : 'plex';
    const guestRequest = db.trialRequest.create({ id: nextId('trialRequest'), name: str(body.name), email, server_type: type, message: optionalStr(body.message), status: 'pending', created_at: isoNow() });
    const requested = recordGuestTrialRequest({ name: guestRequest.name, email, serverType: type, message: guestRequest.message, guestRequestId: guestRequest.id });
    notifyAdmins('New trial request', `<p><strong>${escapeHtml(str(body.name))}</strong> asked for a ${TYPE_LABEL[type]} trial.</p><p><a href="/app/admin/requested-trials/${requested.id}">Review the trial request</a></p>`);
    return { success: true, message: `Thanks! We received your ${TYPE_LABEL[type]} trial request and will e-mail you as soon as your server is ready.` };
  }),

  route('get', '/api/impersonate/{token}')(({ params }) => {
    const impersonation = db.impersonation.findFirst({ where: { token: { equals: params.token ?? '' } } });
    const user = impersonation ? findUser(impersonation.user_id) : null;
    if (!impersonation || !user || isPast(impersonation.expires_at)) throw notFound('This impersonation link is not valid any more.');
    db.impersonation.delete({ where: { token: { equals: impersonation.token } } });
    const token = issueToken(user.id, { name: 'impersonation' });
    const returnKey = randomToken(48);
    db.returnKey.create({ key: returnKey, admin_id: impersonation.admin_id, user_id: user.id, session_token: token, created_at: isoNow() });
    return { success: true, token, user: toAuthUser(user), return_key: returnKey };
  }),

  route('post', '/api/return-home')(({ request, body }) => {
    const user = requireUser(request);
    validate(body, { return_key: 'required|string', user_id: 'required|integer' });
    const returnKey = db.returnKey.findFirst({ where: { key: { equals: str(body.return_key) } } });
    const admin = returnKey ? findUser(returnKey.admin_id) : null;
    const matches = returnKey && returnKey.user_id === Number(body.user_id) && returnKey.user_id === user.id;
    if (!returnKey || !admin || !matches || !isAdmin(admin)) throw forbidden();
    revokeToken(returnKey.session_token);
    db.returnKey.delete({ where: { key: { equals: returnKey.key } } });
    const token = issueToken(admin.id, { name: 'admin' });
    return { success: true, token, user: toAuthUser(admin), redirect_data: { path: `/app/admin/dashboard?restore-session=1&modaltype=user&userid=${returnKey.user_id}` } };
  }),
];

