// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/password/create. */
export const passwordCreateResponse = /* @__PURE__ */ defineResponse("passwordCreate", "POST /api/password/create", SuccessEnvelope);
