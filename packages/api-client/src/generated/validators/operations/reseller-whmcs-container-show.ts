// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsContainerDetail } from '../components/reseller-whmcs-container-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/nodes/{node}/containers/{container}. */
export const resellerWhmcsContainerShowResponse = /* @__PURE__ */ defineResponse("resellerWhmcsContainerShow", "GET /api/reseller/whmcs/nodes/{node}/containers/{container}", object({ success: v.boolean(), data: ResellerWhmcsContainerDetail }));
