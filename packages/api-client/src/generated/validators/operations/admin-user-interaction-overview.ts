// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminUserInteractionOverview } from '../components/admin-user-interaction-overview.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction. */
export const adminUserInteractionOverviewResponse = /* @__PURE__ */ defineResponse("adminUserInteractionOverview", "GET /api/admin/user-interaction", object({ success: v.boolean(), data: AdminUserInteractionOverview }));
