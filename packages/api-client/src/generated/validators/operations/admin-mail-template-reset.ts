// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { MailTemplate } from '../components/mail-template.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/mail/templates/{template}/reset. */
export const adminMailTemplateResetResponse = /* @__PURE__ */ defineResponse("adminMailTemplateReset", "POST /api/admin/integrations/mail/templates/{template}/reset", object({ success: v.boolean(), message: absentIfNull(v.string()), data: MailTemplate }));
