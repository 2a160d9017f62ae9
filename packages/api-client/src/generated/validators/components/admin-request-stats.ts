// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestStatsBucket } from '../components/admin-request-stats-bucket.ts';
import { AdminRequestStatsPeriod } from '../components/admin-request-stats-period.ts';

export const AdminRequestStatsEntries = { period: AdminRequestStatsPeriod, from: v.string(), to: v.string(), buckets: keyedListAsArray(v.array(AdminRequestStatsBucket)), totals: object({ requests: v.pipe(v.number(), v.integer()), movies: v.pipe(v.number(), v.integer()), shows: v.pipe(v.number(), v.integer()), uhd: absentIfNull(v.pipe(v.number(), v.integer())), requesters: absentIfNull(v.pipe(v.number(), v.integer())), previous_requests: absentIfNull(v.pipe(v.number(), v.integer())) }), outcomes: absentIfNull(object({ pending: v.pipe(v.number(), v.integer()), approved: v.pipe(v.number(), v.integer()), declined: v.pipe(v.number(), v.integer()), available: v.pipe(v.number(), v.integer()) })), fulfilment: absentIfNull(object({ count: v.pipe(v.number(), v.integer()), average_hours: v.optional(v.nullable(v.number())), median_hours: v.optional(v.nullable(v.number())) })), top_titles: absentIfNull(v.array(object({ media_id: v.pipe(v.number(), v.integer()), title: v.string(), type: absentIfNull(v.picklist(["movie","show"])), year: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), requests: v.pipe(v.number(), v.integer()), uhd: absentIfNull(v.pipe(v.number(), v.integer())) }))), top_requesters: absentIfNull(v.array(object({ user: object({ id: v.pipe(v.number(), v.integer()), name: v.string(), email: absentIfNull(v.string()) }), requests: v.pipe(v.number(), v.integer()), available: absentIfNull(v.pipe(v.number(), v.integer())) }))) };

export const AdminRequestStats = /* @__PURE__ */ object(AdminRequestStatsEntries);
