// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketSummary } from '../components/admin-ticket-summary.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/support/tickets. */
export const adminTicketsListResponse = /* @__PURE__ */ defineResponse("adminTicketsList", "GET /api/admin/support/tickets", object({ success: v.boolean(), data: v.array(AdminTicketSummary), meta: PageMeta }));
