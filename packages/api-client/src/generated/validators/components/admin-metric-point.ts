// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminMetricPointEntries = { start: v.string(), end: v.string(), values: v.array(v.number()), new: absentIfNull(v.pipe(v.number(), v.integer())), cancelled: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminMetricPoint = /* @__PURE__ */ object(AdminMetricPointEntries);
