// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ModeratorTicketMessage } from '../components/moderator-ticket-message.ts';
import { ModeratorTicketSummaryEntries } from '../components/moderator-ticket-summary.ts';
import { SupportServerRef } from '../components/support-server-ref.ts';

export const ModeratorTicketDetailEntries = { ...ModeratorTicketSummaryEntries, server: v.optional(v.nullable(SupportServerRef)), last_read_at: v.optional(v.nullable(v.string())), messages: v.array(ModeratorTicketMessage) };

export const ModeratorTicketDetail = /* @__PURE__ */ object(ModeratorTicketDetailEntries);
