// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerServerDetail } from '../components/reseller-server-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/servers/{id}. */
export const resellerServerShowResponse = /* @__PURE__ */ defineResponse("resellerServerShow", "GET /api/reseller/servers/{id}", object({ success: v.boolean(), data: ResellerServerDetail }));
