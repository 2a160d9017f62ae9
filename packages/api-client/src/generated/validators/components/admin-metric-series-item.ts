// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminMetricSeriesItemEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), total: v.number(), new: absentIfNull(v.pipe(v.number(), v.integer())), cancelled: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminMetricSeriesItem = /* @__PURE__ */ object(AdminMetricSeriesItemEntries);
