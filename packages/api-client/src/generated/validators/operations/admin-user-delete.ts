// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/users/user/{id}/delete. */
export const adminUserDeleteResponse = /* @__PURE__ */ defineResponse("adminUserDelete", "DELETE /api/admin/users/user/{id}/delete", SuccessEnvelope);
