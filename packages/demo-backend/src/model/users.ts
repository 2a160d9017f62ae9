import type { AdminUser, AuthUser } from '@portal/api-client';
import { db, type UserRow } from '#db/database.ts';

export function findUser(id: number): UserRow | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}

export function findUserByEmail(email: string): UserRow | null {
  const wanted = email.trim().toLowerCase();
  return db.user.getAll().find((user) => user.email.toLowerCase() === wanted) ?? null;
}

export const isAdmin = (user: UserRow): boolean => user.admin;
export const isReseller = (user: UserRow): boolean => user.is_reseller || user.reseller_node !== null;

export function hasPlex(user: UserRow): boolean {
  return db.server.getAll().some((server) => server.user_id === user.id && server.type === 'plex');
}

export function toAuthUser(user: UserRow): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    admin: user.admin,
    is_admin: user.admin,
    is_whmcs_user: user.whmcs_id !== null,
    is_reseller: user.is_reseller,
    reseller_node: user.reseller_node,
    has_plex: hasPlex(user),
    is_moderator: user.is_moderator,
    reseller_customer: user.reseller_id !== null,
  };
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    is_trial: user.is_trial,
    is_moderator: user.is_moderator,
    is_contributor: user.is_contributor,
    email: user.email,
    name: user.name,
    whmcs_id: user.whmcs_id,
    restrictions: [...user.restrictions],
  };
}

/** What an admin can switch off per user. */
export const RESTRICTIONS = ['request-lounge', 'plex-tools', 'backups', 'cdn', 'invites', 'support', 'shop'] as const;
