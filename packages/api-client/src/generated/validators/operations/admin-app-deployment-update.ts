// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDeploymentSettings } from '../components/admin-deployment-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/deployment. */
export const adminAppDeploymentUpdateResponse = /* @__PURE__ */ defineResponse("adminAppDeploymentUpdate", "POST /api/admin/app-management/deployment", object({ success: v.boolean(), message: v.string(), data: AdminDeploymentSettings }));
