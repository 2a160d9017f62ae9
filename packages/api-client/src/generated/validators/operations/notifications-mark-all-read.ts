// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/notifications/mark-all-read. */
export const notificationsMarkAllReadResponse = /* @__PURE__ */ defineResponse("notificationsMarkAllRead", "GET /api/customer/notifications/mark-all-read", SuccessEnvelope);
