// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlexScan } from '../components/plex-scan.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/plex-tools/scans. */
export const plexToolsScansResponse = /* @__PURE__ */ defineResponse("plexToolsScans", "GET /api/customer/plex-tools/scans", object({ success: v.boolean(), data: v.array(PlexScan) }));
