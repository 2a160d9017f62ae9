// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerOverview } from '../components/reseller-overview.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller. */
export const resellerShowResponse = /* @__PURE__ */ defineResponse("resellerShow", "GET /api/reseller", object({ success: v.boolean(), data: ResellerOverview }));
