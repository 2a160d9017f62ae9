// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsCheck } from '../components/reseller-whmcs-check.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/whmcs/test. */
export const resellerWhmcsTestResponse = /* @__PURE__ */ defineResponse("resellerWhmcsTest", "POST /api/reseller/whmcs/test", object({ success: v.boolean(), message: absentIfNull(v.string()), data: ResellerWhmcsCheck }));
