// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMetricsSummary } from '../components/admin-metrics-summary.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/metrics. */
export const adminMetricsSummaryResponse = /* @__PURE__ */ defineResponse("adminMetricsSummary", "GET /api/admin/metrics", object({ success: v.boolean(), data: AdminMetricsSummary }));
