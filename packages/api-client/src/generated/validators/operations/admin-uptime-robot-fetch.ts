// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { UptimeMonitor } from '../components/uptime-monitor.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/uptime-robot/fetch/{id}. */
export const adminUptimeRobotFetchResponse = /* @__PURE__ */ defineResponse("adminUptimeRobotFetch", "GET /api/admin/integrations/uptime-robot/fetch/{id}", object({ success: v.boolean(), data: v.nullable(UptimeMonitor) }));
