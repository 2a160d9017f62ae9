// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerShopOrderEntries = { order_id: v.pipe(v.number(), v.integer()), invoice_id: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), checkout_url: v.string(), total: v.string(), currency: v.string() };

export const ResellerShopOrder = /* @__PURE__ */ object(ResellerShopOrderEntries);
