import { factory } from '@mswjs/data';
import { appOperationModels } from './app-operations/models.ts';
import { billingModels } from './billing/models.ts';
import { catalogModels } from './catalog/models.ts';
import { communityModels } from './community/models.ts';
import { customerSettingModels } from './customer-settings/models.ts';
import { nodePageModels } from './node-pages/models.ts';
import { notificationModels } from './notifications/models.ts';
import { messagingModels } from './messaging/models.ts';
import { plexToolModels } from './plex-tools/models.ts';
import { processModels } from './processes/models.ts';
import { requestLoungeModels } from './request-lounge/models.ts';
import { requestSetupModels } from './request-setup/models.ts';
import { requestStatsModels } from './request-stats/models.ts';
import { serverModels } from './servers/models.ts';
import { setupModels } from './setup/models.ts';
import { statusModels } from './status/models.ts';
import { supportModels } from './support/models.ts';
import { systemSettingModels } from './system-settings/models.ts';
import { trialRequestModels } from './trial-requests/models.ts';
import { userInteractionModels } from './user-interaction/models.ts';
import { userModels } from './users/models.ts';
import { appManagementModels } from './app-management/models.ts';
import { integrationModels } from './integrations/models.ts';
import { automationModels } from './automations/models.ts';
import { integrationCommsModels } from './integration-comms/models.ts';
import { storageModels } from './storage/models.ts';
import { integrationDockerModels } from './integration-docker/models.ts';
import { resellerModels } from './reseller/models.ts';
import { resellerShopModels } from './reseller-shop/models.ts';
import { resellerWhmcsModels } from './reseller-whmcs/models.ts';
import { resellerProductModels } from './reseller-products/models.ts';

/**
 * The demo platform's tables, one folder per domain with its models and its seed beside them.
 * Relations are plain foreign-key columns (`user_id`, `node_id`), as in the Laravel schema this
 * mirrors: every row stays a flat JSON object, so the browser can save the whole database to
 * localStorage and restore it table by table.
 */
export const db = factory({
  ...userModels,
  ...serverModels,
  ...notificationModels,
  ...messagingModels,
  ...processModels,
  ...nodePageModels,
  ...supportModels,
  ...statusModels,
  ...billingModels,
  ...catalogModels,
  ...systemSettingModels,
  ...setupModels,
  ...customerSettingModels,
  ...requestLoungeModels,
  ...requestSetupModels,
  ...requestStatsModels,
  ...plexToolModels,
  ...communityModels,
  ...trialRequestModels,
  ...appOperationModels,
  ...userInteractionModels,
  ...appManagementModels,
  ...integrationModels,
  ...integrationDockerModels,
  ...storageModels,
  ...integrationCommsModels,
  ...automationModels,
  // (integration, storage and metrics models: above this line)
  ...resellerModels,
  ...resellerWhmcsModels,
  ...resellerShopModels,
  ...resellerProductModels,
  // (reseller and moderator models: above this line)
});

export type Db = typeof db;
export type TableName = Exclude<keyof Db, symbol>;
type Row<T extends TableName> = ReturnType<Db[T]['getAll']>[number];

export type UserRow = Row<'user'>;
export type AccessTokenRow = Row<'accessToken'>;
export type NodeRow = Row<'node'>;
export type ServerRow = Row<'server'>;
export type BackupRow = Row<'backup'>;
export type InviteRow = Row<'invite'>;
export type NotificationRow = Row<'notification'>;
export type AnnouncementRow = Row<'announcement'>;
export type ProcessRow = Row<'process'>;
export type TicketRow = Row<'ticket'>;
export type TicketMessageRow = Row<'ticketMessage'>;
export type TicketAttachmentRow = Row<'ticketAttachment'>;
export type StatusServiceRow = Row<'statusService'>;
export type StatusIncidentRow = Row<'statusIncident'>;
export type ProductRow = Row<'product'>;
export type InviteKeyRow = Row<'inviteKey'>;
export type SettingRow = Row<'setting'>;
export type SetupRow = Row<'setup'>;
export type WhmcsHookRow = Row<'whmcsHook'>;
export type MediaItemRow = Row<'mediaItem'>;

interface DatabaseEvents {
  removeAllListeners(): void;
  on(event: 'create' | 'update' | 'delete', listener: () => void): void;
  removeListener(event: 'create' | 'update' | 'delete', listener: () => void): void;
}

/** A stored row as @mswjs/data keeps it: the columns, and its own entries under symbols (type, primary key). */
export type StoredRow = Record<string | symbol, unknown>;

interface DatabaseInstance {
  id: string;
  events: DatabaseEvents;
  models: Record<string, Map<string, StoredRow>>;
}

function databaseInstance(): DatabaseInstance {
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const candidate: unknown = (db as unknown as Record<symbol, unknown>)[symbol];
    if (candidate && typeof candidate === 'object' && 'events' in candidate && 'id' in candidate && 'models' in candidate) {
      return candidate as DatabaseInstance;
    }
  }
  throw new Error('@mswjs/data did not expose its database instance.');
}

const instance = databaseInstance();
// A demo database belongs to one page or one test worker. @mswjs/data would otherwise mirror
// every write over a BroadcastChannel into every other tab or worker thread that loaded this
// module, so one test file's reset would wipe another's data and two tabs would fight over ids.
instance.events.removeAllListeners();
instance.id = `demo-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

/** Calls `listener` after every row created, updated or deleted. Returns the unsubscribe. */
export function onDataChange(listener: () => void): () => void {
  const kinds = ['create', 'update', 'delete'] as const;
  for (const kind of kinds) instance.events.on(kind, listener);
  return () => {
    for (const kind of kinds) instance.events.removeListener(kind, listener);
  };
}

/**
 * The rows of one table as @mswjs/data stores them, keyed by primary key, in the order `getAll()`
 * lists them. Only a restore point (`restore-point.ts`) writes here: it puts a table back without
 * the cost of creating every row again, and without the change events.
 */
export function storedRows(table: TableName): Map<string, StoredRow> {
  const rows = instance.models[table];
  if (!rows) throw new Error(`@mswjs/data has no table "${table}".`);
  return rows;
}
