// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexSyncWhat } from '../components/plex-sync-what.ts';

export const PlexSyncPairEntries = { source_server_id: v.pipe(v.number(), v.integer()), source_server_name: v.string(), target_server_id: v.pipe(v.number(), v.integer()), target_server_name: v.string(), what: v.array(PlexSyncWhat), status: v.picklist(["pending","synced","failed"]), synced_at: v.string() };

export const PlexSyncPair = /* @__PURE__ */ object(PlexSyncPairEntries);
