import { nullable, primaryKey } from '@mswjs/data';
import { count, text } from '../columns.ts';

/**
 * What an admin sees on a node's own pages beyond the node itself: its reboots, the tar archives
 * extracted on it, the Docker images it holds, and the resending of its servers' invites.
 * Requesters are user ids; `process_id` links a row to the process that ran it.
 */
export const nodePageModels = {
  nodeReboot: {
    id: primaryKey(Number),
    node_id: count,
    requested_by: nullable<number>(() => null),
    reason: nullable<string>(() => null),
    started_at: text,
    back_online_at: nullable<string>(() => null),
    /** completed, timed-out or in-progress. */
    outcome: text,
    process_id: nullable<number>(() => null),
  },
  nodeExtraction: {
    id: primaryKey(Number),
    node_id: count,
    archive: text,
    target: text,
    size_bytes: nullable<number>(() => null),
    /** running, completed or failed. */
    status: text,
    started_at: text,
    finished_at: nullable<string>(() => null),
    requested_by: nullable<number>(() => null),
    error: nullable<string>(() => null),
    process_id: nullable<number>(() => null),
  },
  nodeImage: {
    id: primaryKey(Number),
    node_id: count,
    repository: text,
    tag: text,
    size_bytes: count,
    /** When the image was built. */
    created_at: text,
    pulled_at: nullable<string>(() => null),
  },
  /** An invite sent again: the expiry counts from the last time. */
  inviteDelivery: {
    invite_id: primaryKey(Number),
    resent_at: text,
    resends: count,
  },
};
