// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PlatformStatus } from '../components/platform-status.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/status. */
export const platformStatusResponse = /* @__PURE__ */ defineResponse("platformStatus", "GET /api/customer/status", object({ success: v.boolean(), data: PlatformStatus }));
