// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/storage/deployment-paths/nodes/{id}. */
export const adminStorageDeploymentOverrideDeleteResponse = /* @__PURE__ */ defineResponse("adminStorageDeploymentOverrideDelete", "DELETE /api/admin/storage/deployment-paths/nodes/{id}", SuccessEnvelope);
