// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { TvScheduleDay } from '../components/tv-schedule-day.ts';

export const TvScheduleEntries = { from: v.string(), to: v.string(), time_zone: v.string(), scope: v.picklist(["servers","followed"]), days: v.array(TvScheduleDay) };

export const TvSchedule = /* @__PURE__ */ object(TvScheduleEntries);
