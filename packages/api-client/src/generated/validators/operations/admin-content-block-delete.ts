// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/user-interaction/blocks/{id}. */
export const adminContentBlockDeleteResponse = /* @__PURE__ */ defineResponse("adminContentBlockDelete", "DELETE /api/admin/user-interaction/blocks/{id}", SuccessEnvelope);
