// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/servers/{id}/start. */
export const customerServersStartResponse = /* @__PURE__ */ defineResponse("customerServersStart", "POST /api/customer/servers/{id}/start", SuccessEnvelope);
