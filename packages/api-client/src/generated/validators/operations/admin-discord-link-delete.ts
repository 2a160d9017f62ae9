// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/integrations/discord. */
export const adminDiscordLinkDeleteResponse = /* @__PURE__ */ defineResponse("adminDiscordLinkDelete", "DELETE /api/admin/integrations/discord", SuccessEnvelope);
