import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, ids, list, text } from '../columns.ts';

/**
 * Accounts and how people get in: sign-in sessions (Sanctum's personal access tokens), invite keys
 * and trial requests, password resets, and an admin's impersonation of a user with the way back.
 */
export const userModels = {
  user: {
    id: primaryKey(Number),
    name: text,
    email: text,
    /** `sha256$salt$hash`, or the plain text of an account imported before hashing (rehashed on sign-in). */
    password: text,
    admin: flag,
    is_moderator: flag,
    is_contributor: flag,
    is_trial: flag,
    is_reseller: flag,
    reseller_node: nullable<number>(() => null),
    /** The reseller this user is a customer of. */
    reseller_id: nullable<number>(() => null),
    whmcs_id: nullable<number>(() => null),
    restrictions: list,
    created_at: text,
  },
  accessToken: {
    token: primaryKey(String),
    user_id: count,
    name: text,
    instance: nullable<string>(() => null),
    created_at: text,
    last_used_at: nullable<string>(() => null),
  },
  inviteKey: {
    key: primaryKey(String),
    email: nullable<string>(() => null),
    product_ids: ids,
    reseller_id: nullable<number>(() => null),
    used_by: nullable<number>(() => null),
    used_at: nullable<string>(() => null),
    expires_at: nullable<string>(() => null),
    created_at: text,
  },
  trialRequest: {
    id: primaryKey(Number),
    name: text,
    email: text,
    server_type: text,
    message: nullable<string>(() => null),
    status: text,
    created_at: text,
  },
  passwordReset: {
    token: primaryKey(String),
    email: text,
    created_at: text,
    expires_at: text,
  },
  impersonation: {
    token: primaryKey(String),
    user_id: count,
    admin_id: count,
    created_at: text,
    expires_at: text,
  },
  returnKey: {
    key: primaryKey(String),
    admin_id: count,
    user_id: count,
    /** The access token handed out for the impersonation; returning home revokes it. */
    session_token: text,
    created_at: text,
  },
};
