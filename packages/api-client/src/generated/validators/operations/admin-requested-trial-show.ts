// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTrialRequestDetail } from '../components/admin-trial-request-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requested-trials/{id}. */
export const adminRequestedTrialShowResponse = /* @__PURE__ */ defineResponse("adminRequestedTrialShow", "GET /api/admin/requested-trials/{id}", object({ success: v.boolean(), data: AdminTrialRequestDetail }));
