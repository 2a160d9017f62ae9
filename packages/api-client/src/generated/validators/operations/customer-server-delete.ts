// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/customer/servers/{id}. */
export const customerServerDeleteResponse = /* @__PURE__ */ defineResponse("customerServerDelete", "DELETE /api/customer/servers/{id}", SuccessEnvelope);
