// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportMessage } from '../components/support-message.ts';
import { SupportTicketEntries } from '../components/support-ticket.ts';

export const SupportTicketDetailEntries = { ...SupportTicketEntries, messages: v.array(SupportMessage) };

export const SupportTicketDetail = /* @__PURE__ */ object(SupportTicketDetailEntries);
