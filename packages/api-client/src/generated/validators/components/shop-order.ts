// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const ShopOrderEntries = { order_id: v.pipe(v.number(), v.integer()), invoice_id: v.pipe(v.number(), v.integer()), checkout_url: v.string(), total: v.string(), currency: v.string() };

export const ShopOrder = /* @__PURE__ */ object(ShopOrderEntries);
