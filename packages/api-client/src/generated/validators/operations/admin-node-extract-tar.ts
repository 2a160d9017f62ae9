// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/extract-tar. */
export const adminNodeExtractTarResponse = /* @__PURE__ */ defineResponse("adminNodeExtractTar", "POST /api/admin/nodes/{id}/extract-tar", SuccessEnvelope);
