// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingAdjustmentKind } from '../components/admin-manual-billing-adjustment-kind.ts';

export const AdminManualBillingAdjustmentInputEntries = { kind: AdminManualBillingAdjustmentKind, amount: v.optional(v.nullable(v.string())), service_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), product_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), price: v.optional(v.nullable(v.string())), reason: v.string() };

export const AdminManualBillingAdjustmentInput = /* @__PURE__ */ object(AdminManualBillingAdjustmentInputEntries);
