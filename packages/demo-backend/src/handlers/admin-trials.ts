import { db } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { escapeHtml } from '#lib/html.ts';
import { conflict, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { str, validate, type CustomRule } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { notify } from '#model/notifications.ts';
import { isServerType, TYPE_LABEL } from '#model/servers.ts';
import { settings } from '#model/settings.ts';
import {
  findRequestedTrial,
  toAdminTrialRequest,
  toAdminTrialRequestDetail,
  TRIAL_REQUEST_KINDS,
  TRIAL_REQUEST_STATUSES,
  settingsTrialProductId,
  type RequestedTrialRow,
} from '#model/trial-requests.ts';

const SORTABLE = ['created_at', 'name', 'email', 'status'] as const;

function pendingOrFail(id: number): RequestedTrialRow {
  const row = findRequestedTrial(id);
  if (!row) throw notFound('Trial request not found.');
  if (row.status !== 'pending') throw conflict(`This trial request has already been ${row.status}.`);
  return row;
}

/** The product must be one a trial can use, of the server type the request is for. */
function trialProduct(row: RequestedTrialRow): CustomRule {
  return (value) => {
    if (typeof value !== 'number' && typeof value !== 'string') return null;
    const product = db.product.findFirst({ where: { id: { equals: Number(value) } } });
    if (!product?.trial_available) return 'The selected product is not available for trials.';
    if (isServerType(row.server_type) && product.server_type !== row.server_type) {
      const type = TYPE_LABEL[row.server_type];
      return `Choose a ${type} product: this request is for a ${type} trial.`;
    }
    return null;
  };
}

/** The public form keeps its own row of a guest's request; it follows the admins' decision. */
function settleGuestRequest(row: RequestedTrialRow, status: 'approved' | 'declined'): void {
  if (row.guest_request_id === null) return;
  db.trialRequest.update({ where: { id: { equals: row.guest_request_id } }, data: { status } });
}

export const adminTrialHandlers = [
  route('get', '/api/admin/requested-trials')(({ request, url }) => {
    requireAdmin(request);
    const perPage = intQuery(url, 'perpage', 20, { max: 100 });
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = TRIAL_REQUEST_STATUSES.find((candidate) => candidate === url.searchParams.get('status'));
    const kind = TRIAL_REQUEST_KINDS.find((candidate) => candidate === url.searchParams.get('kind'));
    const column = SORTABLE.find((candidate) => candidate === url.searchParams.get('sortColumn')) ?? 'created_at';
    const direction = (url.searchParams.get('sortDirection') ?? (column === 'created_at' ? 'desc' : 'asc')) === 'desc' ? -1 : 1;
    const rows = db.requestedTrial
      .getAll()
      .filter((row) => (!status || row.status === status) && (!kind || row.kind === kind))
      .filter((row) => !search || row.name.toLowerCase().includes(search) || row.email.toLowerCase().includes(search))
      .sort((a, b) => direction * (a[column].localeCompare(b[column]) || a.id - b.id));
    const total = rows.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    return {
      success: true,
      data: rows.slice((page - 1) * perPage, page * perPage).map(toAdminTrialRequest),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
    };
  }),

  route('get', '/api/admin/requested-trials/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = findRequestedTrial(intParam(params, 'id'));
    if (!row) throw notFound('Trial request not found.');
    return { success: true, data: toAdminTrialRequestDetail(row) };
  }),

  route('post', '/api/admin/requested-trials/{id}/approve')(({ request, params, body }) => {
    const admin = requireAdmin(request);
    const row = pendingOrFail(intParam(params, 'id'));
    const chosen = body.product_id === undefined || body.product_id === null || body.product_id === '' ? null : body.product_id;
    const fallback = settingsTrialProductId(row.server_type);
    if (chosen === null && fallback === null) {
      throw validationFailed({ product_id: ['Choose a product: the product settings name no trial product for this server type.'] });
    }
    validate({ product_id: chosen ?? fallback }, { product_id: ['required', 'integer', trialProduct(row)] });
    const productId = Number(chosen ?? fallback);
    const product = db.product.findFirst({ where: { id: { equals: productId } } });
    const updated = db.requestedTrial.update({
      where: { id: { equals: row.id } },
      data: { status: 'approved', product_id: productId, decided_at: isoNow(), decided_by: admin.id },
    });
    settleGuestRequest(row, 'approved');
    const productName = product?.name ?? '';
    const days = settings().trial_duration_days;
    if (row.user_id !== null) {
      notify(row.user_id, 'Your trial has been approved', `<p>Your ${days}-day trial of <strong>${escapeHtml(productName)}</strong> is being set up. It will show on your dashboard in a few minutes.</p>`);
    }
    const name = row.name;
    return { success: true, message: `${name} can now try ${productName} for ${days} days.`, data: toAdminTrialRequestDetail(updated ?? row) };
  }),

  route('post', '/api/admin/requested-trials/{id}/reject')(({ request, params, body }) => {
    const admin = requireAdmin(request);
    const row = pendingOrFail(intParam(params, 'id'));
    validate(body, { reason: 'required|string|max:1000' });
    const reason = str(body.reason);
    const updated = db.requestedTrial.update({
      where: { id: { equals: row.id } },
      data: { status: 'rejected', reason, decided_at: isoNow(), decided_by: admin.id },
    });
    settleGuestRequest(row, 'declined');
    if (row.user_id !== null) {
      notify(row.user_id, 'Your trial request was declined', `<p>${escapeHtml(reason)}</p><p>Questions? <a href="/app/support/tickets?new">Open a ticket</a>.</p>`);
    }
    return { success: true, message: 'The trial request has been rejected.', data: toAdminTrialRequestDetail(updated ?? row) };
  }),
];
