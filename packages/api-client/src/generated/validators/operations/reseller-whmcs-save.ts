// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsLink } from '../components/reseller-whmcs-link.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/whmcs. */
export const resellerWhmcsSaveResponse = /* @__PURE__ */ defineResponse("resellerWhmcsSave", "POST /api/reseller/whmcs", object({ success: v.boolean(), message: absentIfNull(v.string()), data: ResellerWhmcsLink }));
