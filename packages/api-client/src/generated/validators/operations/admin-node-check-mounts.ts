// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/check-mounts. */
export const adminNodeCheckMountsResponse = /* @__PURE__ */ defineResponse("adminNodeCheckMounts", "POST /api/admin/nodes/{id}/check-mounts", SuccessEnvelope);
