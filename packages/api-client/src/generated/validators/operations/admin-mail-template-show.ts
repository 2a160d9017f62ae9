// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MailTemplate } from '../components/mail-template.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/mail/templates/{template}. */
export const adminMailTemplateShowResponse = /* @__PURE__ */ defineResponse("adminMailTemplateShow", "GET /api/admin/integrations/mail/templates/{template}", object({ success: v.boolean(), data: MailTemplate }));
