// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerNodeDetail } from '../components/reseller-node-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/nodes/{id}. */
export const resellerNodeShowResponse = /* @__PURE__ */ defineResponse("resellerNodeShow", "GET /api/reseller/nodes/{id}", object({ success: v.boolean(), data: ResellerNodeDetail }));
