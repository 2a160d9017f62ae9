// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsMappingRow } from '../components/reseller-whmcs-mapping-row.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/reseller/whmcs/mappings. */
export const resellerWhmcsMappingsListResponse = /* @__PURE__ */ defineResponse("resellerWhmcsMappingsList", "GET /api/reseller/whmcs/mappings", object({ success: v.boolean(), data: v.array(ResellerWhmcsMappingRow) }));
