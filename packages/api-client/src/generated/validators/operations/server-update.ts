// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/servers/update/{id}. */
export const serverUpdateResponse = /* @__PURE__ */ defineResponse("serverUpdate", "POST /api/servers/update/{id}", SuccessEnvelope);
