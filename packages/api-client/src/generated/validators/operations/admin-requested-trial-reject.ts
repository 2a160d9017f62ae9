// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTrialRequestDetail } from '../components/admin-trial-request-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requested-trials/{id}/reject. */
export const adminRequestedTrialRejectResponse = /* @__PURE__ */ defineResponse("adminRequestedTrialReject", "POST /api/admin/requested-trials/{id}/reject", object({ success: v.boolean(), message: v.string(), data: AdminTrialRequestDetail }));
