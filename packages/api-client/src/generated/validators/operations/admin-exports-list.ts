// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminExportJob } from '../components/admin-export-job.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/exports. */
export const adminExportsListResponse = /* @__PURE__ */ defineResponse("adminExportsList", "GET /api/admin/app-management/exports", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminExportJob)) }));
