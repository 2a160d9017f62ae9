// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeScript } from '../components/admin-node-script.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/scripts. */
export const adminNodeScriptsListResponse = /* @__PURE__ */ defineResponse("adminNodeScriptsList", "GET /api/admin/nodes/{id}/scripts", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminNodeScript)) }));
