// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaReport } from '../components/admin-media-report.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/media-reports/{id}/resolve. */
export const adminMediaReportResolveResponse = /* @__PURE__ */ defineResponse("adminMediaReportResolve", "POST /api/admin/requests/media-reports/{id}/resolve", object({ success: v.boolean(), message: v.string(), data: AdminMediaReport }));
