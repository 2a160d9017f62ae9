// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDeploymentSettings } from '../components/admin-deployment-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/deployment. */
export const adminAppDeploymentShowResponse = /* @__PURE__ */ defineResponse("adminAppDeploymentShow", "GET /api/admin/app-management/deployment", object({ success: v.boolean(), data: AdminDeploymentSettings }));
