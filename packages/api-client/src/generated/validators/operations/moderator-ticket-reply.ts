// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { ModeratorTicketAnswer } from '../components/moderator-ticket-answer.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/moderator/tickets/{id}/reply. */
export const moderatorTicketReplyResponse = /* @__PURE__ */ defineResponse("moderatorTicketReply", "POST /api/moderator/tickets/{id}/reply", ModeratorTicketAnswer);
