// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/support/tickets/count-new. */
export const adminTicketsCountNewResponse = /* @__PURE__ */ defineResponse("adminTicketsCountNew", "GET /api/admin/support/tickets/count-new", object({ success: v.boolean(), count: v.pipe(v.number(), v.integer()) }));
