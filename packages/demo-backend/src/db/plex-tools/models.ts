import { nullable, primaryKey } from '@mswjs/data';
import { count, list, text } from '../columns.ts';

/** Plex tools' history: syncs of Plex data between servers, collections and library scans. */
export const plexToolModels = {
  /** A sync of Plex data from one server to others (Plex tools). */
  plexSyncRun: {
    id: primaryKey(Number),
    user_id: count,
    source_server_id: count,
    /** `[{ server_id, status, message }]` as JSON: each target's result. */
    targets_json: text,
    what: list,
    started_at: text,
    /** When the run is done; it settles the next time it is read after this moment. */
    finishes_at: text,
    finished_at: nullable<string>(() => null),
  },
  plexCollection: {
    id: primaryKey(Number),
    server_id: count,
    library_id: count,
    name: text,
    items_count: count,
    preset: nullable<string>(() => null),
    created_at: text,
  },
  plexScan: {
    id: primaryKey(Number),
    server_id: count,
    library_id: count,
    status: text,
    started_at: text,
    finishes_at: text,
    finished_at: nullable<string>(() => null),
    items_added: nullable<number>(() => null),
    message: nullable<string>(() => null),
  },
};
