// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Process } from '../components/process.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/scripts/{script}/run. */
export const adminNodeScriptRunResponse = /* @__PURE__ */ defineResponse("adminNodeScriptRun", "POST /api/admin/nodes/{id}/scripts/{script}/run", object({ success: v.boolean(), message: v.string(), data: Process }));
