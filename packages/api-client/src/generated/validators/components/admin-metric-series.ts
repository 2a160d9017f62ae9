// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMetricKey } from '../components/admin-metric-key.ts';
import { AdminMetricPoint } from '../components/admin-metric-point.ts';
import { AdminMetricRange } from '../components/admin-metric-range.ts';
import { AdminMetricSeriesItem } from '../components/admin-metric-series-item.ts';

export const AdminMetricSeriesEntries = { metric: AdminMetricKey, range: AdminMetricRange, additive: v.boolean(), currency: absentIfNull(v.nullable(v.string())), series: v.array(AdminMetricSeriesItem), points: v.array(AdminMetricPoint), total: v.number(), new: absentIfNull(v.pipe(v.number(), v.integer())), cancelled: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminMetricSeries = /* @__PURE__ */ object(AdminMetricSeriesEntries);
