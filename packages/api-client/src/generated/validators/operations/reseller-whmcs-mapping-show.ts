// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsMapping } from '../components/reseller-whmcs-mapping.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/products/{product}. */
export const resellerWhmcsMappingShowResponse = /* @__PURE__ */ defineResponse("resellerWhmcsMappingShow", "GET /api/reseller/whmcs/products/{product}", object({ success: v.boolean(), data: ResellerWhmcsMapping }));
