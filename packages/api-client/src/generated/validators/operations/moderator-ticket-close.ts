// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { ModeratorTicketAnswer } from '../components/moderator-ticket-answer.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/moderator/tickets/{id}/close. */
export const moderatorTicketCloseResponse = /* @__PURE__ */ defineResponse("moderatorTicketClose", "POST /api/moderator/tickets/{id}/close", ModeratorTicketAnswer);
