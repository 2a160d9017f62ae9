// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/requests/media-types/{id}. */
export const adminMediaTypeDeleteResponse = /* @__PURE__ */ defineResponse("adminMediaTypeDelete", "DELETE /api/admin/requests/media-types/{id}", SuccessEnvelope);
