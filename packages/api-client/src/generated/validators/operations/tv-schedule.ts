// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { TvSchedule } from '../components/tv-schedule.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/tv-schedule. */
export const tvScheduleResponse = /* @__PURE__ */ defineResponse("tvSchedule", "GET /api/customer/tv-schedule", object({ success: v.boolean(), data: TvSchedule }));
