// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMetricRef } from '../components/admin-metric-ref.ts';

export const AdminTranscodeTransgressionEntries = { id: v.string(), occurred_at: v.string(), user: AdminMetricRef, node: AdminMetricRef, server: absentIfNull(v.nullable(AdminMetricRef)), product: absentIfNull(v.nullable(v.string())), transcodes: v.pipe(v.number(), v.integer()), limit: v.pipe(v.number(), v.integer()) };

export const AdminTranscodeTransgression = /* @__PURE__ */ object(AdminTranscodeTransgressionEntries);
