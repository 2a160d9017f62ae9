// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/customer/settings/shared-users/{id}. */
export const settingsSharedUserDeleteResponse = /* @__PURE__ */ defineResponse("settingsSharedUserDelete", "DELETE /api/customer/settings/shared-users/{id}", SuccessEnvelope);
