// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/products/{id}. */
export const adminProductDeleteResponse = /* @__PURE__ */ defineResponse("adminProductDelete", "DELETE /api/admin/products/{id}", SuccessEnvelope);
