// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const PingStatusEntries = { online: v.boolean(), latency_ms: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), node_online: absentIfNull(v.boolean()) };

export const PingStatus = /* @__PURE__ */ object(PingStatusEntries);
