// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminTicketAssignee } from '../components/admin-ticket-assignee.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/support/assignees. */
export const adminTicketAssigneesResponse = /* @__PURE__ */ defineResponse("adminTicketAssignees", "GET /api/admin/support/assignees", object({ success: v.boolean(), data: v.array(AdminTicketAssignee) }));
