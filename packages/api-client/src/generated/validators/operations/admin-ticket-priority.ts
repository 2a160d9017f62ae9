// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { AdminTicketAnswer } from '../components/admin-ticket-answer.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/support/tickets/{id}/priority. */
export const adminTicketPriorityResponse = /* @__PURE__ */ defineResponse("adminTicketPriority", "POST /api/admin/support/tickets/{id}/priority", AdminTicketAnswer);
