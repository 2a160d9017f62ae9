// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaReport } from '../components/admin-media-report.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/media-reports/{id}/reply. */
export const adminMediaReportReplyResponse = /* @__PURE__ */ defineResponse("adminMediaReportReply", "POST /api/admin/requests/media-reports/{id}/reply", object({ success: v.boolean(), message: v.string(), data: AdminMediaReport }));
