// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeReportIssue } from '../components/lounge-report-issue.ts';

export const LoungeMediaReportInputEntries = { media_id: v.pipe(v.number(), v.integer()), issue: LoungeReportIssue, details: v.optional(v.nullable(v.string())), season: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), episode: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) };

export const LoungeMediaReportInput = /* @__PURE__ */ object(LoungeMediaReportInputEntries);
