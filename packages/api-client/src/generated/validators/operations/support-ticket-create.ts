// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportTicketDetail } from '../components/support-ticket-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/support/tickets. */
export const supportTicketCreateResponse = /* @__PURE__ */ defineResponse("supportTicketCreate", "POST /api/customer/support/tickets", object({ success: v.boolean(), message: v.string(), data: SupportTicketDetail }));
