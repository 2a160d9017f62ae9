// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityMismatch } from '../components/community-mismatch.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/community/mismatches. */
export const communityMismatchReportResponse = /* @__PURE__ */ defineResponse("communityMismatchReport", "POST /api/customer/community/mismatches", object({ success: v.boolean(), message: v.string(), data: CommunityMismatch }));
