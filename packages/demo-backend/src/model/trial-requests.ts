import type { components, ServerType } from '@portal/api-client';
import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, later } from '#lib/clock.ts';
import { isServerType } from './servers.ts';
import { settings } from './settings.ts';
import { findUser } from './users.ts';

type Schemas = components['schemas'];
export type AdminTrialRequest = Schemas['AdminTrialRequest'];
export type AdminTrialRequestDetail = Schemas['AdminTrialRequestDetail'];
export type RequestedTrialRow = ReturnType<typeof db.requestedTrial.getAll>[number];

export const TRIAL_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TRIAL_REQUEST_KINDS = ['trial', 'product'] as const;
type Status = (typeof TRIAL_REQUEST_STATUSES)[number];
type Kind = (typeof TRIAL_REQUEST_KINDS)[number];

const statusOf = (row: RequestedTrialRow): Status => TRIAL_REQUEST_STATUSES.find((status) => status === row.status) ?? 'pending';
const kindOf = (row: RequestedTrialRow): Kind => (row.kind === 'product' ? 'product' : 'trial');

function productRef(id: number | null): { id: number; name: string } | null {
  if (id === null) return null;
  const product = db.product.findFirst({ where: { id: { equals: id } } });
  return product ? { id: product.id, name: product.name } : null;
}

export function findRequestedTrial(id: number): RequestedTrialRow | null {
  return db.requestedTrial.findFirst({ where: { id: { equals: id } } });
}

export function toAdminTrialRequest(row: RequestedTrialRow): AdminTrialRequest {
  return {
    id: row.id,
    kind: kindOf(row),
    name: row.name,
    email: row.email,
    status: statusOf(row),
    created_at: row.created_at,
    ...(isServerType(row.server_type) ? { server_type: row.server_type } : {}),
    product: productRef(row.product_id),
    message: row.message,
  };
}

export function toAdminTrialRequestDetail(row: RequestedTrialRow): AdminTrialRequestDetail {
  const customer = row.user_id === null ? null : findUser(row.user_id);
  const admin = row.decided_by === null ? null : findUser(row.decided_by);
  const approved = statusOf(row) === 'approved' && row.decided_at !== null;
  return {
    ...toAdminTrialRequest(row),
    user: customer ? { id: customer.id, name: customer.name, email: customer.email } : null,
    decided_at: row.decided_at,
    decided_by: admin ? { id: admin.id, name: admin.name } : null,
    reason: row.reason,
    trial_ends_at: approved && row.decided_at ? later({ days: settings().trial_duration_days }, Date.parse(row.decided_at)) : null,
    suggested_product_id: settingsTrialProductId(row.server_type),
  };
}

/** The trial product the admins' product settings name for a server type, if any. */
export function settingsTrialProductId(serverType: string | null): number | null {
  if (!isServerType(serverType)) return null;
  const row = db.productSetting.findFirst({ where: { id: { equals: 'products' } } });
  return row?.[`${serverType}_trial_product_id`] ?? null;
}

/** Whether someone with this address is already waiting for an answer. */
export function hasPendingTrialRequest(email: string): boolean {
  const address = email.toLowerCase();
  return db.requestedTrial.getAll().some((row) => row.status === 'pending' && row.email.toLowerCase() === address);
}

/** A guest's request from the public form, for the admins' list; `guestRequestId` is the form's own row. */
export function recordGuestTrialRequest(guest: { name: string; email: string; serverType: ServerType; message: string | null; guestRequestId: number }): RequestedTrialRow {
  return db.requestedTrial.create({
    id: nextId('requestedTrial'),
    kind: 'trial',
    name: guest.name,
    email: guest.email,
    server_type: guest.serverType,
    product_id: null,
    user_id: null,
    message: guest.message,
    status: 'pending',
    reason: null,
    decided_at: null,
    decided_by: null,
    guest_request_id: guest.guestRequestId,
    created_at: isoNow(),
  });
}
