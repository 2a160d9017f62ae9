// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerNodeHealth } from '../components/reseller-node-health.ts';

export const ResellerNodeStatsEntries = { node_id: v.pipe(v.number(), v.integer()), location: absentIfNull(v.nullable(v.string())), servers_used: v.pipe(v.number(), v.integer()), servers_max: v.pipe(v.number(), v.integer()), cpu_percent: v.pipe(v.number(), v.integer()), ram_percent: v.pipe(v.number(), v.integer()), disk_percent: v.pipe(v.number(), v.integer()), mounts_failing: absentIfNull(v.boolean()), health: ResellerNodeHealth };

export const ResellerNodeStats = /* @__PURE__ */ object(ResellerNodeStatsEntries);
