// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsProductRef } from '../components/reseller-whmcs-product-ref.ts';
import { ResellerWhmcsRef } from '../components/reseller-whmcs-ref.ts';

export const ResellerWhmcsMappingRowEntries = { product: ResellerWhmcsProductRef, whmcs_product: v.nullable(ResellerWhmcsRef) };

export const ResellerWhmcsMappingRow = /* @__PURE__ */ object(ResellerWhmcsMappingRowEntries);
