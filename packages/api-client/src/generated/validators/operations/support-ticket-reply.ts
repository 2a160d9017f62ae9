// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportTicketDetail } from '../components/support-ticket-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/support/tickets/{id}/replies. */
export const supportTicketReplyResponse = /* @__PURE__ */ defineResponse("supportTicketReply", "POST /api/customer/support/tickets/{id}/replies", object({ success: v.boolean(), message: v.string(), data: SupportTicketDetail }));
