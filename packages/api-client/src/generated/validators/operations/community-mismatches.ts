// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityMismatch } from '../components/community-mismatch.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/community/mismatches. */
export const communityMismatchesResponse = /* @__PURE__ */ defineResponse("communityMismatches", "GET /api/customer/community/mismatches", object({ success: v.boolean(), data: v.array(CommunityMismatch) }));
