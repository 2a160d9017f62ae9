// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ClaimStatus } from '../components/claim-status.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/claim-status. */
export const customerServerClaimStatusResponse = /* @__PURE__ */ defineResponse("customerServerClaimStatus", "GET /api/customer/servers/{id}/claim-status", object({ success: v.boolean(), data: ClaimStatus }));
