import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, ids, text } from '../columns.ts';

/** A customer's account settings: preferences, server preferences, the people servers are shared with, and the CDN host. */
export const customerSettingModels = {
  /** What a customer sets in the account settings beyond name, e-mail and password. */
  accountPreference: {
    user_id: primaryKey(Number),
    timezone: text,
    notify_ticket_replies: flag,
    notify_server_problems: flag,
    notify_newsletter: flag,
    password_changed_at: nullable<string>(() => null),
  },
  /** A server's preferences; a server without a row has the defaults. */
  serverPreference: {
    server_id: primaryKey(Number),
    timezone: text,
    auto_update: flag,
    maintenance_day: text,
    maintenance_hour: count,
    transcoder_quality: text,
    hardware_transcoding: flag,
    remote_bitrate_mbps: nullable<number>(() => null),
  },
  /** Somebody a customer shares servers with (`owner_id`). */
  sharedUser: {
    id: primaryKey(Number),
    owner_id: count,
    name: nullable<string>(() => null),
    username: nullable<string>(() => null),
    email: text,
    status: text,
    last_seen_at: nullable<string>(() => null),
    created_at: text,
  },
  /** The libraries of one server a shared user can open. */
  sharedUserAccess: {
    id: primaryKey(Number),
    shared_user_id: count,
    server_id: count,
    library_ids: ids,
  },
  /** A customer's own CDN host name and its DNS verification. */
  cdnHost: {
    user_id: primaryKey(Number),
    host: text,
    status: text,
    created_at: text,
    checked_at: nullable<string>(() => null),
    verified_at: nullable<string>(() => null),
    check_message: nullable<string>(() => null),
  },
};
