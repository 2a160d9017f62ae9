// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/servers/{id}/cdn/enable. */
export const customerServerCdnEnableResponse = /* @__PURE__ */ defineResponse("customerServerCdnEnable", "POST /api/customer/servers/{id}/cdn/enable", SuccessEnvelope);
