// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ModeratorTicketDetail } from '../components/moderator-ticket-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/moderator/tickets/{id}. */
export const moderatorTicketShowResponse = /* @__PURE__ */ defineResponse("moderatorTicketShow", "GET /api/moderator/tickets/{id}", object({ success: v.boolean(), data: ModeratorTicketDetail }));
