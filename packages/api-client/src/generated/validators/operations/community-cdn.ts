// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityCdn } from '../components/community-cdn.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/community/cdn. */
export const communityCdnResponse = /* @__PURE__ */ defineResponse("communityCdn", "GET /api/customer/community/cdn", object({ success: v.boolean(), data: CommunityCdn }));
