// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportTicketDetail } from '../components/support-ticket-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/support/tickets/{id}. */
export const supportTicketShowResponse = /* @__PURE__ */ defineResponse("supportTicketShow", "GET /api/customer/support/tickets/{id}", object({ success: v.boolean(), data: SupportTicketDetail }));
