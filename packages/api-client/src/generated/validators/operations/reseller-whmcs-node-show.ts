// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsNode } from '../components/reseller-whmcs-node.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/nodes/{node}. */
export const resellerWhmcsNodeShowResponse = /* @__PURE__ */ defineResponse("resellerWhmcsNodeShow", "GET /api/reseller/whmcs/nodes/{node}", object({ success: v.boolean(), data: ResellerWhmcsNode }));
