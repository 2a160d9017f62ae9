// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsNode } from '../components/reseller-whmcs-node.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/nodes. */
export const resellerWhmcsNodesListResponse = /* @__PURE__ */ defineResponse("resellerWhmcsNodesList", "GET /api/reseller/whmcs/nodes", object({ success: v.boolean(), data: v.array(ResellerWhmcsNode) }));
