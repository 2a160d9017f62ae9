// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaReportStatus } from '../components/admin-media-report-status.ts';
import { AdminRequestMedia } from '../components/admin-request-media.ts';
import { AdminRequestUser } from '../components/admin-request-user.ts';
import { LoungeReportIssue } from '../components/lounge-report-issue.ts';

export const AdminMediaReportEntries = { id: v.pipe(v.number(), v.integer()), issue: LoungeReportIssue, details: absentIfNull(v.nullable(v.string())), season: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), episode: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), status: AdminMediaReportStatus, reply: absentIfNull(v.nullable(v.string())), created_at: v.string(), updated_at: absentIfNull(v.nullable(v.string())), media: AdminRequestMedia, user: AdminRequestUser };

export const AdminMediaReport = /* @__PURE__ */ object(AdminMediaReportEntries);
