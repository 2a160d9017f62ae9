// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerProductLimitsEntries = { streams: v.pipe(v.number(), v.integer()), storage_gb: v.pipe(v.number(), v.integer()), transcodes: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))) };

export const ResellerProductLimits = /* @__PURE__ */ object(ResellerProductLimitsEntries);
