import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * A reseller's own WHMCS: the link (one row per reseller, keyed by the reseller's user id), the
 * WHMCS services their customers' containers are billed by, the invite keys sent to WHMCS clients
 * to claim their server, and how each reseller product is provisioned from WHMCS. The secret is kept
 * here and never answered.
 */
export const resellerWhmcsModels = {
  resellerWhmcsLink: {
    reseller_id: primaryKey(Number),
    url: text,
    identifier: text,
    secret: text,
    connected: flag,
    checked_at: nullable<string>(() => null),
    message: nullable<string>(() => null),
    updated_at: text,
  },
  /** A WHMCS service (a client's hosting order); `container_id` is the media server's id. */
  resellerWhmcsService: {
    id: primaryKey(Number),
    reseller_id: count,
    container_id: count,
    client_id: count,
    client_name: text,
    client_email: text,
    whmcs_product_id: nullable<number>(() => null),
    /** pending, active, suspended, terminated or cancelled. */
    status: text,
    billing_cycle: text,
    amount: text,
    next_due_date: nullable<string>(() => null),
    registered_at: text,
  },
  resellerWhmcsInvite: {
    id: primaryKey(Number),
    container_id: count,
    key: text,
    email: text,
    /** pending, accepted or revoked; a pending one past `expires_at` reads as expired. */
    status: text,
    created_at: text,
    sent_at: nullable<string>(() => null),
    expires_at: nullable<string>(() => null),
    accepted_at: nullable<string>(() => null),
    resends: count,
  },
  /** The provisioning options of a reseller product's mapping; the mapped WHMCS product itself is the product's `whmcs_product_id`. */
  resellerWhmcsMapping: {
    product_id: primaryKey(Number),
    auto_setup: text,
    send_invite: flag,
    streams_option: nullable<string>(() => null),
    updated_at: text,
  },
};
