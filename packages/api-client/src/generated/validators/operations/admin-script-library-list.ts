// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryScript } from '../components/admin-library-script.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/node-scripts. */
export const adminScriptLibraryListResponse = /* @__PURE__ */ defineResponse("adminScriptLibraryList", "GET /api/admin/node-scripts", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminLibraryScript)) }));
