// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/messages/alerts/{id}/dismiss. */
export const customerAlertDismissResponse = /* @__PURE__ */ defineResponse("customerAlertDismiss", "POST /api/customer/messages/alerts/{id}/dismiss", SuccessEnvelope);
