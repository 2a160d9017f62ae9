// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const ResellerCustomerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string(), servers_count: v.pipe(v.number(), v.integer()), created_at: v.string() };

export const ResellerCustomer = /* @__PURE__ */ object(ResellerCustomerEntries);
