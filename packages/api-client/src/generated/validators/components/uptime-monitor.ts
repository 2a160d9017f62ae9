// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const UptimeMonitorEntries = { id: v.pipe(v.number(), v.integer()), status: v.picklist(["up","down","paused","unknown"]), uptime_ratio: v.optional(v.nullable(v.number())) };

export const UptimeMonitor = /* @__PURE__ */ object(UptimeMonitorEntries);
