// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDashboard } from '../components/admin-dashboard.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/dashboard. */
export const adminDashboardResponse = /* @__PURE__ */ defineResponse("adminDashboard", "GET /api/admin/dashboard", object({ success: v.boolean(), data: AdminDashboard }));
