// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ProcessEntries = { id: v.pipe(v.number(), v.integer()), command: v.string(), result: v.nullable(v.string()), success: intAsBoolean(v.boolean()), time: v.number(), created_at: v.string(), created_at_time: v.string(), diff_day_human: v.string(), node_id: v.pipe(v.number(), v.integer()), node_alias: v.string(), host: v.string(), has_transactions: intAsBoolean(v.boolean()) };

export const Process = /* @__PURE__ */ object(ProcessEntries);
