import type { components, ServerType } from '@portal/api-client';
import { db, type ServerRow, type UserRow } from '#db/database.ts';
import { sha256 } from '#lib/crypto.ts';
import { notFound } from '#lib/http-error.ts';
import { serverType, toServer } from './servers.ts';

type Schemas = components['schemas'];
export type SettingsProfile = Schemas['SettingsProfile'];
export type SettingsServerPreferences = Schemas['SettingsServerPreferences'];
export type SettingsSharedUser = Schemas['SettingsSharedUser'];
export type SettingsCdnHostState = Schemas['SettingsCdnHostState'];
export type SettingsWeekday = Schemas['SettingsWeekday'];
type SettingsChoice = Schemas['SettingsChoice'];

/** An account's preferences, as stored (the row without its key). */
export interface AccountPreferences {
  timezone: string;
  notify_ticket_replies: boolean;
  notify_server_problems: boolean;
  notify_newsletter: boolean;
  password_changed_at: string | null;
}

/** A server's preferences, as stored (the row without its key). */
export interface ServerPreferences {
  timezone: string;
  auto_update: boolean;
  maintenance_day: string;
  maintenance_hour: number;
  transcoder_quality: string;
  hardware_transcoding: boolean;
  remote_bitrate_mbps: number | null;
}
type SharedUserRow = ReturnType<typeof db.sharedUser.getAll>[number];
type CdnHostRow = ReturnType<typeof db.cdnHost.getAll>[number];

// ---------------------------------------------------------------- account

/** What an account without a saved preference row gets. */
const ACCOUNT_DEFAULTS: AccountPreferences = {
  timezone: 'UTC',
  notify_ticket_replies: true,
  notify_server_problems: true,
  notify_newsletter: false,
  password_changed_at: null,
};

export function accountPreferences(userId: number): AccountPreferences {
  return db.accountPreference.findFirst({ where: { user_id: { equals: userId } } }) ?? ACCOUNT_DEFAULTS;
}

export function saveAccountPreferences(userId: number, data: Partial<AccountPreferences>): void {
  const existing = db.accountPreference.findFirst({ where: { user_id: { equals: userId } } });
  if (existing) db.accountPreference.update({ where: { user_id: { equals: userId } }, data });
  else db.accountPreference.create({ ...ACCOUNT_DEFAULTS, ...data, user_id: userId });
}

export function toProfile(user: UserRow): SettingsProfile {
  const preferences = accountPreferences(user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    timezone: preferences.timezone,
    notifications: {
      ticket_replies: preferences.notify_ticket_replies,
      server_problems: preferences.notify_server_problems,
      newsletter: preferences.notify_newsletter,
    },
    password_changed_at: preferences.password_changed_at,
  };
}

// ---------------------------------------------------------------- servers

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const satisfies readonly SettingsWeekday[];
export const REMOTE_BITRATES = [2, 4, 8, 12, 20] as const;

/** Emby and Jellyfin both hand ffmpeg an x264 preset; Plex names its own four levels. */
const FFMPEG_PRESETS: SettingsChoice[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'veryfast', label: 'Very fast (lowest quality)' },
  { value: 'fast', label: 'Fast' },
  { value: 'medium', label: 'Medium' },
  { value: 'slow', label: 'Slow (highest quality)' },
];

export const TRANSCODER_QUALITIES: Record<ServerType, SettingsChoice[]> = {
  plex: [
    { value: 'automatic', label: 'Automatic' },
    { value: 'prefer-speed', label: 'Prefer higher speed encoding' },
    { value: 'prefer-quality', label: 'Prefer higher quality encoding' },
    { value: 'make-my-cpu-hurt', label: 'Make my CPU hurt' },
  ],
  emby: FFMPEG_PRESETS,
  jellyfin: FFMPEG_PRESETS,
};

function serverDefaults(server: ServerRow): ServerPreferences {
  return {
    timezone: 'UTC',
    auto_update: true,
    maintenance_day: 'sunday',
    maintenance_hour: 4,
    transcoder_quality: TRANSCODER_QUALITIES[serverType(server)][0]?.value ?? 'automatic',
    hardware_transcoding: false,
    remote_bitrate_mbps: null,
  };
}

function serverPreferences(server: ServerRow): ServerPreferences {
  return db.serverPreference.findFirst({ where: { server_id: { equals: server.id } } }) ?? serverDefaults(server);
}

export function saveServerPreferences(server: ServerRow, data: ServerPreferences): void {
  const existing = db.serverPreference.findFirst({ where: { server_id: { equals: server.id } } });
  if (existing) db.serverPreference.update({ where: { server_id: { equals: server.id } }, data });
  else db.serverPreference.create({ ...data, server_id: server.id });
}

const isWeekday = (value: string): value is SettingsWeekday => (WEEKDAYS as readonly string[]).includes(value);
const isRemoteBitrate = (value: number | null): value is (typeof REMOTE_BITRATES)[number] | null =>
  value === null || (REMOTE_BITRATES as readonly number[]).includes(value);

export function toServerPreferences(server: ServerRow): SettingsServerPreferences {
  const preferences = serverPreferences(server);
  const type = serverType(server);
  return {
    server_id: server.id,
    server_type: type,
    server_status: toServer(server).status,
    display_name: server.name,
    timezone: preferences.timezone,
    auto_update: preferences.auto_update,
    maintenance_day: isWeekday(preferences.maintenance_day) ? preferences.maintenance_day : 'sunday',
    maintenance_hour: preferences.maintenance_hour,
    transcoder_quality: preferences.transcoder_quality,
    transcoder_qualities: TRANSCODER_QUALITIES[type],
    hardware_transcoding: preferences.hardware_transcoding,
    remote_bitrate_mbps: isRemoteBitrate(preferences.remote_bitrate_mbps) ? preferences.remote_bitrate_mbps : null,
  };
}

// ---------------------------------------------------------------- shared users

/** How the owner recognises a shared user: their name, else their media-server username, else the address. */
export function sharedUserLabel(row: Pick<SharedUserRow, 'name' | 'username' | 'email'>): string {
  return row.name ?? row.username ?? row.email;
}

export function findSharedUser(owner: UserRow, id: number): SharedUserRow {
  const row = db.sharedUser.findFirst({ where: { id: { equals: id } } });
  if (!row || row.owner_id !== owner.id) throw notFound('Shared user not found.');
  return row;
}

export function accessOf(sharedUserId: number) {
  return db.sharedUserAccess
    .getAll()
    .filter((access) => access.shared_user_id === sharedUserId)
    .sort((a, b) => a.server_id - b.server_id);
}

export function toSharedUser(row: SharedUserRow): SettingsSharedUser {
  const servers = accessOf(row.id).flatMap((access) => {
    const server = db.server.findFirst({ where: { id: { equals: access.server_id } } });
    if (!server) return [];
    const libraries = db.library
      .getAll()
      .filter((library) => library.server_id === server.id)
      .sort((a, b) => a.id - b.id)
      .map((library) => ({ id: library.id, name: library.name, media_type: library.media_type, shared: access.library_ids.includes(library.id) }));
    return [{ server_id: server.id, server_name: server.name, server_type: serverType(server), libraries }];
  });
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    status: row.status === 'pending' ? 'pending' : 'active',
    last_seen_at: row.last_seen_at,
    servers,
    created_at: row.created_at,
  };
}

// ---------------------------------------------------------------- CDN host

/** The platform's CDN zone: every customer's host name points at a name of their own in it. */
const CDN_ZONE = 'cdn.mediadock.test';
/** The platform's own domain, which no customer can claim. */
const PLATFORM_DOMAIN = 'mediadock.test';

export function cnameTarget(user: UserRow): string {
  return `c${user.id}-${sha256(`cdn-host:${user.id}`).slice(0, 8)}.${CDN_ZONE}`;
}

export function findCdnHost(userId: number): CdnHostRow | null {
  return db.cdnHost.findFirst({ where: { user_id: { equals: userId } } });
}

export function toCdnHostState(user: UserRow): SettingsCdnHostState {
  const row = findCdnHost(user.id);
  const target = cnameTarget(user);
  return {
    cname_target: target,
    host: row
      ? {
          host: row.host,
          status: row.status === 'active' ? 'active' : 'pending',
          record: { type: 'CNAME', name: row.host, value: target },
          created_at: row.created_at,
          checked_at: row.checked_at,
          verified_at: row.verified_at,
          check_message: row.check_message,
        }
      : null,
  };
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Why a host name cannot be a CDN host, or null when it can. It must be a subdomain: a CNAME
 * record cannot sit at a domain's root. (Three labels are the test; a public-suffix list would
 * also catch `example.co.uk`, which the demo does not need.)
 */
export function hostProblem(host: string): string | null {
  const labels = host.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (host.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]{2,63}$/.test(tld)) {
    return 'The host must be a host name such as media.example.com, without https:// or a path.';
  }
  if (host === PLATFORM_DOMAIN || host.endsWith(`.${PLATFORM_DOMAIN}`)) return 'The host must be a domain of your own, not one of the platform’s.';
  if (labels.length < 3) return 'Use a subdomain such as media.example.com: a CNAME record cannot sit at the root of a domain.';
  return null;
}

/** The demo's DNS, by the same convention as the rest of the demo: `.invalid` and `.example` names do not resolve. */
export function cnameResolves(host: string): boolean {
  return !/(^|\.)(invalid|example)$/i.test(host);
}
