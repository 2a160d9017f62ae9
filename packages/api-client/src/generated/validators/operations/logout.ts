// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/logout. */
export const logoutResponse = /* @__PURE__ */ defineResponse("logout", "POST /api/logout", SuccessEnvelope);
