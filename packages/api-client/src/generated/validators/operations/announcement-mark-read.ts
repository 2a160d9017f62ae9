// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/announcements/mark-read/{id}. */
export const announcementMarkReadResponse = /* @__PURE__ */ defineResponse("announcementMarkRead", "POST /api/customer/announcements/mark-read/{id}", SuccessEnvelope);
