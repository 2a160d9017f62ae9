// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/moderator/tickets/count-unread. */
export const moderatorTicketsCountUnreadResponse = /* @__PURE__ */ defineResponse("moderatorTicketsCountUnread", "GET /api/moderator/tickets/count-unread", object({ success: v.boolean(), count: v.pipe(v.number(), v.integer()) }));
