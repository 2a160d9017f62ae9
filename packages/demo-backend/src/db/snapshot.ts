import { drop } from '@mswjs/data';
import { sha256 } from '#lib/crypto.ts';
import { db, type TableName } from './database.ts';

/**
 * The order of the tables in a snapshot of the data. The browser's saved data and the seed's
 * fingerprint have always listed them so, and another order would be another fingerprint: every
 * visitor's saved data would be dropped once. Tables added later follow, in the order of `db`.
 */
const SNAPSHOT_ORDER: readonly TableName[] = [
  'plexSyncRun',
  'plexCollection',
  'plexScan',
  'communityInvite',
  'communityCdnNode',
  'communityCdnPreference',
  'mismatchReport',
  'user',
  'accessToken',
  'node',
  'server',
  'backup',
  'library',
  'invite',
  'inviteBackup',
  'notification',
  'announcement',
  'announcementRead',
  'process',
  'ticket',
  'ticketMessage',
  'ticketAttachment',
  'bufferingTest',
  'statusService',
  'statusIncident',
  'statusIncidentUpdate',
  'product',
  'inviteKey',
  'trialRequest',
  'passwordReset',
  'impersonation',
  'returnKey',
  'setting',
  'setup',
  'whmcsHook',
  'menuLink',
  'dockerVariable',
  'apiClient',
  'chatGuild',
  'chatEntry',
  'mediaItem',
  'mediaRequest',
  'subscription',
  'mediaReport',
  'lostMedia',
  'mediaPlay',
  'invoice',
  'invoiceLine',
  'productPrice',
  'productFeature',
  'promoCode',
  'shopOrder',
  'accountPreference',
  'serverPreference',
  'sharedUser',
  'sharedUserAccess',
  'cdnHost',
];

/** Every table, in snapshot order. */
export const TABLES: readonly TableName[] = [...SNAPSHOT_ORDER, ...(Object.keys(db) as TableName[]).filter((table) => !SNAPSHOT_ORDER.includes(table))];

export type Snapshot = Partial<Record<TableName, Record<string, unknown>[]>>;

/** Every table as plain JSON rows. */
export function takeSnapshot(): Snapshot {
  const snapshot: Snapshot = {};
  for (const table of TABLES) snapshot[table] = JSON.parse(JSON.stringify(db[table].getAll())) as Record<string, unknown>[];
  return snapshot;
}

/** Replaces the data with a snapshot. */
export function restoreSnapshot(snapshot: Snapshot): void {
  drop(db);
  for (const table of TABLES) {
    const model = db[table] as unknown as { create(values: Record<string, unknown>): unknown };
    for (const row of snapshot[table] ?? []) model.create(row);
  }
}

/** Timestamps count back from the moment of seeding, so they are left out of the fingerprint. */
const TIME_FIELD = /_(at|until)$/;

/** A column that keeps a JSON object as text (e.g. an integration's values), read as the object. */
function jsonObjectIn(value: string): unknown {
  if (!value.startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Identifies what a seed produced, independent of when it ran: it changes only when the seed does.
 * Timestamps inside JSON kept as text are left out too.
 */
export function fingerprint(snapshot: Snapshot): string {
  const stable = JSON.stringify(snapshot, (key, value: unknown) => (TIME_FIELD.test(key) ? undefined : typeof value === 'string' ? jsonObjectIn(value) : value));
  return sha256(stable);
}
