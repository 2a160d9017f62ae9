// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsLink } from '../components/reseller-whmcs-link.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs. */
export const resellerWhmcsShowResponse = /* @__PURE__ */ defineResponse("resellerWhmcsShow", "GET /api/reseller/whmcs", object({ success: v.boolean(), data: ResellerWhmcsLink }));
