// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CommunityCdn } from '../components/community-cdn.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/community/cdn/preference. */
export const communityCdnPreferenceResponse = /* @__PURE__ */ defineResponse("communityCdnPreference", "POST /api/customer/community/cdn/preference", object({ success: v.boolean(), message: v.string(), data: CommunityCdn }));
