// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/servers/{id}/jellyfin/invite. */
export const customerServerJellyfinInviteResponse = /* @__PURE__ */ defineResponse("customerServerJellyfinInvite", "POST /api/customer/servers/{id}/jellyfin/invite", SuccessEnvelope);
