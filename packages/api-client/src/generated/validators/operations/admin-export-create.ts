// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminExportJob } from '../components/admin-export-job.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/exports. */
export const adminExportCreateResponse = /* @__PURE__ */ defineResponse("adminExportCreate", "POST /api/admin/app-management/exports", object({ success: v.boolean(), message: v.string(), data: AdminExportJob }));
