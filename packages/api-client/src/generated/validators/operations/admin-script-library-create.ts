// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryScript } from '../components/admin-library-script.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/node-scripts. */
export const adminScriptLibraryCreateResponse = /* @__PURE__ */ defineResponse("adminScriptLibraryCreate", "POST /api/admin/node-scripts", object({ success: v.boolean(), message: v.string(), data: AdminLibraryScript }));
