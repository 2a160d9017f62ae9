// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/moderator/tickets/{id}/read. */
export const moderatorTicketReadResponse = /* @__PURE__ */ defineResponse("moderatorTicketRead", "POST /api/moderator/tickets/{id}/read", object({ success: v.boolean(), count: v.pipe(v.number(), v.integer()) }));
