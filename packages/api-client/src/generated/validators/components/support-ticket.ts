// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportServerRef } from '../components/support-server-ref.ts';
import { SupportTicketStatus } from '../components/support-ticket-status.ts';

export const SupportTicketEntries = { id: v.pipe(v.number(), v.integer()), subject: v.string(), department: v.string(), status: SupportTicketStatus, server: v.nullable(SupportServerRef), last_reply_by: v.picklist(["customer","staff"]), messages_count: v.pipe(v.number(), v.integer()), unread_replies: v.pipe(v.number(), v.integer()), created_at: v.string(), updated_at: v.string() };

export const SupportTicket = /* @__PURE__ */ object(SupportTicketEntries);
