// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/password/reset. */
export const passwordResetResponse = /* @__PURE__ */ defineResponse("passwordReset", "POST /api/password/reset", SuccessEnvelope);
