// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/servers/{id}/node/{node}/deploy-ess. */
export const customerServerDeployEssResponse = /* @__PURE__ */ defineResponse("customerServerDeployEss", "POST /api/customer/servers/{id}/node/{node}/deploy-ess", SuccessEnvelope);
