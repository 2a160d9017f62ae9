// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MailTemplateSummary } from '../components/mail-template-summary.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/mail/templates. */
export const adminMailTemplatesListResponse = /* @__PURE__ */ defineResponse("adminMailTemplatesList", "GET /api/admin/integrations/mail/templates", object({ success: v.boolean(), data: v.array(MailTemplateSummary) }));
