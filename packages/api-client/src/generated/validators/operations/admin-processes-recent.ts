// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Process } from '../components/process.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/processes/recent. */
export const adminProcessesRecentResponse = /* @__PURE__ */ defineResponse("adminProcessesRecent", "GET /api/admin/processes/recent", object({ success: v.boolean(), data: keyedListAsArray(v.array(Process)), meta: object({ last_updated: v.string() }) }));
