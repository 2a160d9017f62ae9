// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaReport } from '../components/admin-media-report.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/media-reports. */
export const adminMediaReportsListResponse = /* @__PURE__ */ defineResponse("adminMediaReportsList", "GET /api/admin/requests/media-reports", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminMediaReport)), meta: PageMeta }));
