// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminServiceRef, AdminServiceRefEntries } from '../components/admin-service-ref.ts';
import { ServerStatus } from '../components/server-status.ts';
import { ServerType } from '../components/server-type.ts';
import { ShopBillingCycle } from '../components/shop-billing-cycle.ts';

export const AdminServiceEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType, status: ServerStatus, url: v.optional(v.nullable(v.string())), user: v.optional(v.nullable(object({ ...AdminServiceRefEntries, email: absentIfNull(v.string()) }))), node: v.optional(v.nullable(AdminServiceRef)), product: v.optional(v.nullable(AdminServiceRef)), billing_cycle: v.optional(v.nullable(ShopBillingCycle)), next_due_date: v.optional(v.nullable(v.string())), created_at: absentIfNull(v.string()) };

export const AdminService = /* @__PURE__ */ object(AdminServiceEntries);
