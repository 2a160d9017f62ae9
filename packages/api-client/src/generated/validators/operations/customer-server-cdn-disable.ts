// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/servers/{id}/cdn/disable. */
export const customerServerCdnDisableResponse = /* @__PURE__ */ defineResponse("customerServerCdnDisable", "POST /api/customer/servers/{id}/cdn/disable", SuccessEnvelope);
