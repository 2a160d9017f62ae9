// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityMismatch } from '../components/community-mismatch.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/community/mismatches/{mismatch}/cancel. */
export const communityMismatchCancelResponse = /* @__PURE__ */ defineResponse("communityMismatchCancel", "POST /api/customer/community/mismatches/{mismatch}/cancel", object({ success: v.boolean(), message: v.string(), data: CommunityMismatch }));
