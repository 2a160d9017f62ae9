// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ModeratorTicketSummary } from '../components/moderator-ticket-summary.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/moderator/tickets. */
export const moderatorTicketsListResponse = /* @__PURE__ */ defineResponse("moderatorTicketsList", "GET /api/moderator/tickets", object({ success: v.boolean(), data: v.array(ModeratorTicketSummary), meta: PageMeta }));
