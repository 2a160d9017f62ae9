// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMetricGroup } from '../components/admin-metric-group.ts';
import { AdminMetricPeriod } from '../components/admin-metric-period.ts';

export const AdminMetricRangeEntries = { period: AdminMetricPeriod, from: v.string(), to: v.string(), group: AdminMetricGroup };

export const AdminMetricRange = /* @__PURE__ */ object(AdminMetricRangeEntries);
