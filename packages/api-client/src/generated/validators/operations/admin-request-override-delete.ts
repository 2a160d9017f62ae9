// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/requests/rules/overrides/{id}. */
export const adminRequestOverrideDeleteResponse = /* @__PURE__ */ defineResponse("adminRequestOverrideDelete", "DELETE /api/admin/requests/rules/overrides/{id}", SuccessEnvelope);
