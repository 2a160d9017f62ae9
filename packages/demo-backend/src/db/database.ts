import { factory, nullable, primaryKey } from '@mswjs/data';

const text = (): string => '';
const flag = (): boolean => false;
const count = (): number => 0;
const list = (): string[] => [];
const ids = (): number[] => [];

/**
 * The demo platform's tables. Relations are plain foreign-key columns (`user_id`, `node_id`), as
 * in the Laravel schema this mirrors: every row stays a flat JSON object, so the browser can save
 * the whole database to localStorage and restore it table by table.
 */
export const db = factory({
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
  node: {
    id: primaryKey(Number),
    alias: text,
    host: text,
    location: text,
    online: flag,
    reseller_id: nullable<number>(() => null),
    monitor_id: nullable<number>(() => null),
    monitor_status: nullable<string>(() => null),
    monitor_uptime_ratio: nullable<number>(() => null),
    /** Set while the node reboots; it is back online once this moment has passed. */
    rebooting_until: nullable<string>(() => null),
    created_at: text,
  },
  server: {
    id: primaryKey(Number),
    name: text,
    slug: text,
    type: text,
    status: text,
    /** The status a running action ends in, and when. */
    pending_status: nullable<string>(() => null),
    pending_until: nullable<string>(() => null),
    node_id: count,
    user_id: count,
    url: nullable<string>(() => null),
    plan: nullable<string>(() => null),
    version: text,
    claimed: flag,
    claim_email: nullable<string>(() => null),
    cdn: nullable<string>(() => null),
    cdn_type: nullable<string>(() => null),
    cdn_enabled: flag,
    media_token: text,
    created_at: text,
  },
  backup: {
    id: primaryKey(Number),
    user_id: count,
    server_id: nullable<number>(() => null),
    server_name: nullable<string>(() => null),
    name: text,
    type: text,
    size_bytes: nullable<number>(() => null),
    created_at: text,
  },
  library: {
    id: primaryKey(Number),
    server_id: count,
    name: text,
    media_type: text,
    items: nullable<number>(() => null),
  },
  invite: {
    id: primaryKey(Number),
    server_id: count,
    user_id: count,
    email: text,
    username: nullable<string>(() => null),
    status: nullable<string>(() => null),
    created_at: nullable<string>(() => null),
  },
  inviteBackup: {
    id: primaryKey(Number),
    user_id: count,
    server_id: count,
    name: text,
    /** The invites as they were when the backup was taken, as JSON. */
    invites_json: text,
    created_at: text,
  },
  notification: {
    id: primaryKey(Number),
    user_id: count,
    title: text,
    content: text,
    read_at: nullable<string>(() => null),
    created_at: text,
  },
  announcement: {
    id: primaryKey(Number),
    header: text,
    content: text,
    size: text,
    active: flag,
    created_at: text,
  },
  announcementRead: {
    id: primaryKey(Number),
    announcement_id: count,
    user_id: count,
    created_at: text,
  },
  process: {
    id: primaryKey(Number),
    node_id: count,
    command: text,
    result: nullable<string>(() => null),
    success: flag,
    time: count,
    transaction_id: nullable<string>(() => null),
    created_at: text,
  },
  ticket: {
    id: primaryKey(Number),
    user_id: count,
    subject: text,
    department: text,
    status: text,
    created_at: text,
    updated_at: text,
  },
  product: {
    id: primaryKey(Number),
    name: text,
    description: nullable<string>(() => null),
    server_type: nullable<string>(() => null),
    price: text,
    currency: text,
    billing_cycle: text,
    order_url: nullable<string>(() => null),
    /** `customer` products are sold to end users, `reseller` products to resellers. */
    audience: text,
    trial_available: flag,
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
  setting: {
    id: primaryKey(String),
    app_name: text,
    app_version: text,
    logo_data: nullable<string>(() => null),
    icon_data: nullable<string>(() => null),
    demo_mode: flag,
    past_due: flag,
    whmcs_display_user_invoices: flag,
    request_lounge: flag,
    ombi_menu_name: nullable<string>(() => null),
    ombi_url: nullable<string>(() => null),
    user_invite_keys: flag,
    user_request_trial: flag,
    app_initiated: flag,
    tenant: text,
    kronos_domain: nullable<string>(() => null),
    wiki_url: nullable<string>(() => null),
    api_domain: nullable<string>(() => null),
    trial_duration_days: count,
    trial_auto_approve: flag,
  },
  /** The set-up wizard's progress and the settings it collects (one row, id `system`). */
  setup: {
    id: primaryKey(String),
    password_changed_at: nullable<string>(() => null),
    app_settings_saved_at: nullable<string>(() => null),
    portal_url: nullable<string>(() => null),
    support_email: nullable<string>(() => null),
    timezone: text,
    ssh_public_key: nullable<string>(() => null),
    ssh_fingerprint: nullable<string>(() => null),
    ssh_key_created_at: nullable<string>(() => null),
    billing_type: nullable<string>(() => null),
    whmcs_url: nullable<string>(() => null),
    whmcs_identifier: nullable<string>(() => null),
    whmcs_secret: nullable<string>(() => null),
    whmcs_verified_at: nullable<string>(() => null),
    mail_driver: nullable<string>(() => null),
    mail_from_address: nullable<string>(() => null),
    mail_from_name: nullable<string>(() => null),
    smtp_host: nullable<string>(() => null),
    smtp_port: nullable<number>(() => null),
    smtp_username: nullable<string>(() => null),
    smtp_password: nullable<string>(() => null),
    smtp_encryption: nullable<string>(() => null),
    mailgun_domain: nullable<string>(() => null),
    mailgun_secret: nullable<string>(() => null),
    mailgun_region: nullable<string>(() => null),
    ses_key: nullable<string>(() => null),
    ses_secret: nullable<string>(() => null),
    ses_region: nullable<string>(() => null),
    mail_tested_at: nullable<string>(() => null),
  },
  /** The portal addresses WHMCS calls on its events, and what the last check found. */
  whmcsHook: {
    event: primaryKey(String),
    position: count,
    slug: text,
    description: text,
    reachable: nullable<boolean>(() => null),
    error: nullable<string>(() => null),
    checked_at: nullable<string>(() => null),
  },
  menuLink: {
    id: primaryKey(Number),
    label: text,
    url: text,
    position: count,
  },
  dockerVariable: {
    key: primaryKey(String),
    value: text,
  },
  apiClient: {
    id: primaryKey(Number),
    name: text,
    kind: text,
  },
  chatGuild: {
    id: primaryKey(String),
    name: text,
  },
  chatEntry: {
    id: primaryKey(String),
    guild_id: text,
    kind: text,
    name: text,
  },
  mediaItem: {
    id: primaryKey(Number),
    title: text,
    type: text,
    year: nullable<number>(() => null),
    overview: nullable<string>(() => null),
    uhd: flag,
    available: flag,
    categories: list,
    popularity: count,
  },
  mediaRequest: {
    id: primaryKey(Number),
    user_id: count,
    media_id: count,
    status: text,
    created_at: text,
  },
  subscription: {
    id: primaryKey(Number),
    user_id: count,
    media_id: count,
    created_at: text,
  },
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
export type ProductRow = Row<'product'>;
export type InviteKeyRow = Row<'inviteKey'>;
export type SettingRow = Row<'setting'>;
export type SetupRow = Row<'setup'>;
export type WhmcsHookRow = Row<'whmcsHook'>;
export type MediaItemRow = Row<'mediaItem'>;

export const TABLES = Object.keys(db).filter((key): key is TableName => typeof key === 'string');

interface DatabaseEvents {
  removeAllListeners(): void;
  on(event: 'create' | 'update' | 'delete', listener: () => void): void;
  removeListener(event: 'create' | 'update' | 'delete', listener: () => void): void;
}

function databaseInstance(): { id: string; events: DatabaseEvents } {
  for (const symbol of Object.getOwnPropertySymbols(db)) {
    const candidate: unknown = (db as unknown as Record<symbol, unknown>)[symbol];
    if (candidate && typeof candidate === 'object' && 'events' in candidate && 'id' in candidate) {
      return candidate as { id: string; events: DatabaseEvents };
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
