// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { AdminTicketAnswer } from '../components/admin-ticket-answer.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/support/tickets/{id}/close. */
export const adminTicketCloseResponse = /* @__PURE__ */ defineResponse("adminTicketClose", "POST /api/admin/support/tickets/{id}/close", AdminTicketAnswer);
