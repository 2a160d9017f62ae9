// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { map, object } from '../../../validation/shapes.ts';
import { AdminTrialAccount } from '../components/admin-trial-account.ts';
import { Product } from '../components/product.ts';
import { ServerType } from '../components/server-type.ts';

export const TrialSettingsEntries = { trials: map(v.unknown(), { enabled: absentIfNull(intAsBoolean(v.boolean())), duration_days: absentIfNull(v.pipe(v.number(), v.integer())), auto_approve: absentIfNull(intAsBoolean(v.boolean())), server_types: absentIfNull(keyedListAsArray(v.array(ServerType))), pending_requests: absentIfNull(v.pipe(v.number(), v.integer())), active_trial_users: absentIfNull(v.pipe(v.number(), v.integer())), max_active_trials: absentIfNull(v.pipe(v.number(), v.integer())), end_reminder_days: absentIfNull(v.pipe(v.number(), v.integer())) }), products: v.array(Product), available_products: absentIfNull(keyedListAsArray(v.array(Product))), recent_trials: absentIfNull(keyedListAsArray(v.array(AdminTrialAccount))) };

export const TrialSettings = /* @__PURE__ */ object(TrialSettingsEntries);
