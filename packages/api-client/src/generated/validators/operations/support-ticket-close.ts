// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportTicket } from '../components/support-ticket.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/support/tickets/{id}/close. */
export const supportTicketCloseResponse = /* @__PURE__ */ defineResponse("supportTicketClose", "POST /api/customer/support/tickets/{id}/close", object({ success: v.boolean(), message: v.string(), data: SupportTicket }));
