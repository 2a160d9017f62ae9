// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketDetail } from '../components/admin-ticket-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/support/tickets/{id}. */
export const adminTicketShowResponse = /* @__PURE__ */ defineResponse("adminTicketShow", "GET /api/admin/support/tickets/{id}", object({ success: v.boolean(), data: AdminTicketDetail }));
