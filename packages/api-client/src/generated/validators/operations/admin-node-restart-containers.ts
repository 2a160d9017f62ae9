// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/restart-containers. */
export const adminNodeRestartContainersResponse = /* @__PURE__ */ defineResponse("adminNodeRestartContainers", "POST /api/admin/nodes/{id}/restart-containers", SuccessEnvelope);
