// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexSyncRun } from '../components/plex-sync-run.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/plex-tools/sync. */
export const plexToolsSyncStartResponse = /* @__PURE__ */ defineResponse("plexToolsSyncStart", "POST /api/customer/plex-tools/sync", object({ success: v.boolean(), message: v.string(), data: PlexSyncRun }));
