// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexSyncOverview } from '../components/plex-sync-overview.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/plex-tools/sync. */
export const plexToolsSyncOverviewResponse = /* @__PURE__ */ defineResponse("plexToolsSyncOverview", "GET /api/customer/plex-tools/sync", object({ success: v.boolean(), data: PlexSyncOverview }));
