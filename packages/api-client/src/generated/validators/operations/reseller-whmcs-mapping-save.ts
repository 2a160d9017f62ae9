// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsMapping } from '../components/reseller-whmcs-mapping.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/reseller/whmcs/products/{product}. */
export const resellerWhmcsMappingSaveResponse = /* @__PURE__ */ defineResponse("resellerWhmcsMappingSave", "POST /api/reseller/whmcs/products/{product}", object({ success: v.boolean(), message: absentIfNull(v.string()), data: ResellerWhmcsMapping }));
