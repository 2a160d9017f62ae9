// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';

export const ProductEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), description: v.optional(v.nullable(v.string())), server_type: v.optional(v.nullable(ServerType)), price: v.string(), currency: absentIfNull(v.string()), billing_cycle: v.picklist(["monthly","quarterly","semiannually","annually"]), order_url: v.optional(v.nullable(v.string())) };

export const Product = /* @__PURE__ */ object(ProductEntries);
