import { nullable, primaryKey } from '@mswjs/data';
import { count, flag, text } from '../columns.ts';

/**
 * The nodes (the machines) and the media servers on them, with each server's libraries, its
 * backups and the invites to it, and the backups of those invites.
 */
export const serverModels = {
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
    ip: text,
    ssh_port: count,
    /** How many media servers the node is meant to host. */
    capacity: count,
    notes: nullable<string>(() => null),
    cpu_percent: count,
    ram_percent: count,
    disk_percent: count,
    /** A storage mount of the node stopped answering at the last check. */
    mounts_failing: flag,
    last_reboot_at: nullable<string>(() => null),
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
};
