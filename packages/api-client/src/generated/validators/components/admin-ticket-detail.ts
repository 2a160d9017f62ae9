// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketMessage } from '../components/admin-ticket-message.ts';
import { AdminTicketNote } from '../components/admin-ticket-note.ts';
import { AdminTicketSummaryEntries } from '../components/admin-ticket-summary.ts';
import { SupportServerRef } from '../components/support-server-ref.ts';

export const AdminTicketDetailEntries = { ...AdminTicketSummaryEntries, server: v.optional(v.nullable(SupportServerRef)), last_read_at: v.optional(v.nullable(v.string())), messages: v.array(AdminTicketMessage), notes: v.array(AdminTicketNote) };

export const AdminTicketDetail = /* @__PURE__ */ object(AdminTicketDetailEntries);
