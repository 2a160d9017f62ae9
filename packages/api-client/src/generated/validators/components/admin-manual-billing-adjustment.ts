// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminManualBillingAdjustmentKind } from '../components/admin-manual-billing-adjustment-kind.ts';

export const AdminManualBillingAdjustmentEntries = { id: v.pipe(v.number(), v.integer()), kind: AdminManualBillingAdjustmentKind, amount: v.nullable(v.string()), reason: v.string(), service: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), product_before: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), product_after: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), price_before: v.nullable(v.string()), price_after: v.nullable(v.string()), recorded_by: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), created_at: v.string() };

export const AdminManualBillingAdjustment = /* @__PURE__ */ object(AdminManualBillingAdjustmentEntries);
