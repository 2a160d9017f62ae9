// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestsOverview } from '../components/admin-requests-overview.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/overview. */
export const adminRequestsOverviewResponse = /* @__PURE__ */ defineResponse("adminRequestsOverview", "GET /api/admin/requests/overview", object({ success: v.boolean(), data: AdminRequestsOverview }));
