// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/node-scripts/{script}. */
export const adminScriptLibraryDeleteResponse = /* @__PURE__ */ defineResponse("adminScriptLibraryDelete", "DELETE /api/admin/node-scripts/{script}", SuccessEnvelope);
