// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminTrialAccountEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string(), started_at: v.optional(v.nullable(v.string())), ends_at: v.optional(v.nullable(v.string())) };

export const AdminTrialAccount = /* @__PURE__ */ object(AdminTrialAccountEntries);
