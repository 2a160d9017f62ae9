// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAlert } from '../components/admin-alert.ts';
import { AdminContentBlock } from '../components/admin-content-block.ts';
import { AdminPopup } from '../components/admin-popup.ts';

export const AdminUserInteractionOverviewEntries = { alerts: keyedListAsArray(v.array(AdminAlert)), popups: keyedListAsArray(v.array(AdminPopup)), blocks: keyedListAsArray(v.array(AdminContentBlock)), scheduled_count: absentIfNull(v.pipe(v.number(), v.integer())), announcement: absentIfNull(v.nullable(object({ id: v.pipe(v.number(), v.integer()), header: v.string(), created_at: absentIfNull(v.nullable(v.string())) }))), last_email: absentIfNull(v.nullable(object({ subject: v.string(), sent_at: absentIfNull(v.nullable(v.string())), recipients: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))) }))) };

export const AdminUserInteractionOverview = /* @__PURE__ */ object(AdminUserInteractionOverviewEntries);
