// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminTrialSettingsInputEntries = { enabled: v.boolean(), duration_days: v.pipe(v.number(), v.integer()), auto_approve: v.boolean(), server_types: v.array(ServerType), max_active_trials: v.pipe(v.number(), v.integer()), end_reminder_days: v.optional(v.pipe(v.number(), v.integer())), product_ids: v.array(v.pipe(v.number(), v.integer())) };

export const AdminTrialSettingsInput = /* @__PURE__ */ object(AdminTrialSettingsInputEntries);
