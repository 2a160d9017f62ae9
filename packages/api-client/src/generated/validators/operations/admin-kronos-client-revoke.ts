// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/integrations/kronos-api/clients/{id}. */
export const adminKronosClientRevokeResponse = /* @__PURE__ */ defineResponse("adminKronosClientRevoke", "DELETE /api/admin/integrations/kronos-api/clients/{id}", SuccessEnvelope);
