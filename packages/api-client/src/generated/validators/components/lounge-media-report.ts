// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { LoungeReportIssue } from '../components/lounge-report-issue.ts';
import { MediaItem } from '../components/media-item.ts';

export const LoungeMediaReportEntries = { id: v.pipe(v.number(), v.integer()), issue: LoungeReportIssue, details: v.nullable(v.string()), season: v.nullable(v.pipe(v.number(), v.integer())), episode: v.nullable(v.pipe(v.number(), v.integer())), status: v.picklist(["open","in_progress","resolved","rejected"]), reply: v.nullable(v.string()), created_at: v.string(), updated_at: v.string(), media: MediaItem };

export const LoungeMediaReport = /* @__PURE__ */ object(LoungeMediaReportEntries);
