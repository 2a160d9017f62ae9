// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexSyncTarget } from '../components/plex-sync-target.ts';
import { PlexSyncWhat } from '../components/plex-sync-what.ts';

export const PlexSyncRunEntries = { id: v.pipe(v.number(), v.integer()), source_server_id: v.pipe(v.number(), v.integer()), source_server_name: v.string(), targets: v.array(PlexSyncTarget), what: v.array(PlexSyncWhat), status: v.picklist(["running","finished","partial","failed"]), started_at: v.string(), finished_at: v.nullable(v.string()) };

export const PlexSyncRun = /* @__PURE__ */ object(PlexSyncRunEntries);
