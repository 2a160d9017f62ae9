// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Node } from '../components/node.ts';
import { ResellerAttention } from '../components/reseller-attention.ts';
import { ResellerNodeStats } from '../components/reseller-node-stats.ts';

export const ResellerOverviewEntries = { reseller: object({ id: v.pipe(v.number(), v.integer()), name: v.string(), email: absentIfNull(v.string()), reseller_node: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) }), nodes: v.array(Node), node_stats: absentIfNull(v.array(ResellerNodeStats)), customers_count: absentIfNull(v.pipe(v.number(), v.integer())), servers_count: absentIfNull(v.pipe(v.number(), v.integer())), server_counts: absentIfNull(object({ running: v.pipe(v.number(), v.integer()), stopped: v.pipe(v.number(), v.integer()), suspended: v.pipe(v.number(), v.integer()), error: v.pipe(v.number(), v.integer()), busy: v.pipe(v.number(), v.integer()) })), attention: absentIfNull(v.array(ResellerAttention)) };

export const ResellerOverview = /* @__PURE__ */ object(ResellerOverviewEntries);
