// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryScript } from '../components/admin-library-script.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of PUT /api/admin/node-scripts/{script}. */
export const adminScriptLibraryUpdateResponse = /* @__PURE__ */ defineResponse("adminScriptLibraryUpdate", "PUT /api/admin/node-scripts/{script}", object({ success: v.boolean(), message: v.string(), data: AdminLibraryScript }));
