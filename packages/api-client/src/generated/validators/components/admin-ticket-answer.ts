// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketDetail } from '../components/admin-ticket-detail.ts';

export const AdminTicketAnswerEntries = { success: v.boolean(), message: absentIfNull(v.string()), data: AdminTicketDetail };

export const AdminTicketAnswer = /* @__PURE__ */ object(AdminTicketAnswerEntries);
