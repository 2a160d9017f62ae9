// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerServerDetail } from '../components/reseller-server-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/servers/{id}/{action}. */
export const resellerServerActionResponse = /* @__PURE__ */ defineResponse("resellerServerAction", "POST /api/reseller/servers/{id}/{action}", object({ success: v.boolean(), message: absentIfNull(v.string()), data: absentIfNull(ResellerServerDetail) }));
