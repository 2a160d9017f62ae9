// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTrialRequestEntries } from '../components/admin-trial-request.ts';
import { TrialRequestCustomer } from '../components/trial-request-customer.ts';
import { TrialRequestRef } from '../components/trial-request-ref.ts';

export const AdminTrialRequestDetailEntries = { ...AdminTrialRequestEntries, user: v.optional(v.nullable(TrialRequestCustomer)), decided_at: v.optional(v.nullable(v.string())), decided_by: v.optional(v.nullable(TrialRequestRef)), reason: v.optional(v.nullable(v.string())), trial_ends_at: v.optional(v.nullable(v.string())), suggested_product_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) };

export const AdminTrialRequestDetail = /* @__PURE__ */ object(AdminTrialRequestDetailEntries);
