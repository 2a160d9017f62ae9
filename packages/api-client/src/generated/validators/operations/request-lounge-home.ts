// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { RequestLounge } from '../components/request-lounge.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/request-lounge. */
export const requestLoungeHomeResponse = /* @__PURE__ */ defineResponse("requestLoungeHome", "GET /api/customer/request-lounge", object({ success: v.boolean(), data: RequestLounge }));
