// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMetricRange } from '../components/admin-metric-range.ts';

export const AdminMetricsSummaryEntries = { range: AdminMetricRange, active_subscriptions: v.pipe(v.number(), v.integer()), new_subscriptions: v.pipe(v.number(), v.integer()), cancelled_subscriptions: v.pipe(v.number(), v.integer()), transcode_transgressions: v.pipe(v.number(), v.integer()), plex_users: v.pipe(v.number(), v.integer()), node_reboots: v.pipe(v.number(), v.integer()), turnover: v.pipe(v.number(), v.integer()), currency: v.string() };

export const AdminMetricsSummary = /* @__PURE__ */ object(AdminMetricsSummaryEntries);
