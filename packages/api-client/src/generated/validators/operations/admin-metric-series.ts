// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMetricSeries } from '../components/admin-metric-series.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/metrics/{metric}. */
export const adminMetricSeriesResponse = /* @__PURE__ */ defineResponse("adminMetricSeries", "GET /api/admin/metrics/{metric}", object({ success: v.boolean(), data: AdminMetricSeries }));
