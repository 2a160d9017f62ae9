// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { SupportTicket } from '../components/support-ticket.ts';
import { SupportTicketCounts } from '../components/support-ticket-counts.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/support/tickets. */
export const supportTicketsListResponse = /* @__PURE__ */ defineResponse("supportTicketsList", "GET /api/customer/support/tickets", object({ success: v.boolean(), data: v.array(SupportTicket), meta: PageMeta, counts: SupportTicketCounts }));
