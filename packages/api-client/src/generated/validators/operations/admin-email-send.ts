// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminSentEmail } from '../components/admin-sent-email.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/emails. */
export const adminEmailSendResponse = /* @__PURE__ */ defineResponse("adminEmailSend", "POST /api/admin/user-interaction/emails", object({ success: v.boolean(), message: v.string(), data: AdminSentEmail }));
