// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/request-trial. */
export const requestTrialResponse = /* @__PURE__ */ defineResponse("requestTrial", "POST /api/request-trial", SuccessEnvelope);
