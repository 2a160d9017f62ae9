// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/nodes/{id}/images/{image}. */
export const adminNodeImageDeleteResponse = /* @__PURE__ */ defineResponse("adminNodeImageDelete", "DELETE /api/admin/nodes/{id}/images/{image}", SuccessEnvelope);
