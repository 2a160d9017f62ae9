// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexScan } from '../components/plex-scan.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/plex-tools/scans. */
export const plexToolsScanStartResponse = /* @__PURE__ */ defineResponse("plexToolsScanStart", "POST /api/customer/plex-tools/scans", object({ success: v.boolean(), message: v.string(), data: PlexScan }));
