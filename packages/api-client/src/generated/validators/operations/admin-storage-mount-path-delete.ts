// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/storage/mount-paths/{id}. */
export const adminStorageMountPathDeleteResponse = /* @__PURE__ */ defineResponse("adminStorageMountPathDelete", "DELETE /api/admin/storage/mount-paths/{id}", SuccessEnvelope);
