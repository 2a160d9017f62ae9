// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/reseller/products/{id}. */
export const resellerProductDeleteResponse = /* @__PURE__ */ defineResponse("resellerProductDelete", "DELETE /api/reseller/products/{id}", SuccessEnvelope);
