// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/restart. */
export const adminNodeRestartResponse = /* @__PURE__ */ defineResponse("adminNodeRestart", "GET /api/admin/nodes/{id}/restart", SuccessEnvelope);
