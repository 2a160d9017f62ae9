// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsAutoSetup } from '../components/reseller-whmcs-auto-setup.ts';
import { ResellerWhmcsProductRef } from '../components/reseller-whmcs-product-ref.ts';

export const ResellerWhmcsMappingEntries = { product: ResellerWhmcsProductRef, whmcs_product_id: v.nullable(v.pipe(v.number(), v.integer())), auto_setup: ResellerWhmcsAutoSetup, send_invite: intAsBoolean(v.boolean()), streams_option: v.nullable(v.string()), updated_at: absentIfNull(v.nullable(v.string())) };

export const ResellerWhmcsMapping = /* @__PURE__ */ object(ResellerWhmcsMappingEntries);
