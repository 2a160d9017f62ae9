// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { AdminTicketAnswer } from '../components/admin-ticket-answer.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/support/tickets/{id}/reply. */
export const adminTicketReplyResponse = /* @__PURE__ */ defineResponse("adminTicketReply", "POST /api/admin/support/tickets/{id}/reply", AdminTicketAnswer);
