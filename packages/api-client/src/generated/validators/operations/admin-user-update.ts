// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/users/user/{id}/update. */
export const adminUserUpdateResponse = /* @__PURE__ */ defineResponse("adminUserUpdate", "POST /api/admin/users/user/{id}/update", SuccessEnvelope);
