// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/messages/popups/{id}/seen. */
export const customerPopupSeenResponse = /* @__PURE__ */ defineResponse("customerPopupSeen", "POST /api/customer/messages/popups/{id}/seen", SuccessEnvelope);
