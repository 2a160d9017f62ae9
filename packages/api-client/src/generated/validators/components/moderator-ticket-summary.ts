// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketCustomer } from '../components/admin-ticket-customer.ts';
import { AdminTicketPriority } from '../components/admin-ticket-priority.ts';
import { AdminTicketStaffRef } from '../components/admin-ticket-staff-ref.ts';
import { SupportTicketStatus } from '../components/support-ticket-status.ts';

export const ModeratorTicketSummaryEntries = { id: v.pipe(v.number(), v.integer()), subject: v.string(), status: SupportTicketStatus, priority: absentIfNull(AdminTicketPriority), department: absentIfNull(v.string()), user: absentIfNull(AdminTicketCustomer), assignee: v.optional(v.nullable(AdminTicketStaffRef)), unread: absentIfNull(intAsBoolean(v.boolean())), messages_count: absentIfNull(v.pipe(v.number(), v.integer())), created_at: absentIfNull(v.string()), updated_at: absentIfNull(v.string()) };

export const ModeratorTicketSummary = /* @__PURE__ */ object(ModeratorTicketSummaryEntries);
