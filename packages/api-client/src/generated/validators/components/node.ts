// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { UptimeMonitor } from '../components/uptime-monitor.ts';

export const NodeEntries = { id: v.pipe(v.number(), v.integer()), alias: v.string(), host: v.string(), online: v.boolean(), servers_count: absentIfNull(v.pipe(v.number(), v.integer())), uptime_monitor: v.nullable(UptimeMonitor) };

export const Node = /* @__PURE__ */ object(NodeEntries);
