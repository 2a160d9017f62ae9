// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestStats } from '../components/admin-request-stats.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/stats. */
export const adminRequestStatsResponse = /* @__PURE__ */ defineResponse("adminRequestStats", "GET /api/admin/requests/stats", object({ success: v.boolean(), data: AdminRequestStats }));
