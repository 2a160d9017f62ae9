// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminExportJob } from '../components/admin-export-job.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/exports/{id}. */
export const adminExportShowResponse = /* @__PURE__ */ defineResponse("adminExportShow", "GET /api/admin/app-management/exports/{id}", object({ success: v.boolean(), data: AdminExportJob }));
