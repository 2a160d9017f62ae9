// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/mail/templates/{template}/test. */
export const adminMailTemplateTestResponse = /* @__PURE__ */ defineResponse("adminMailTemplateTest", "POST /api/admin/integrations/mail/templates/{template}/test", object({ success: v.boolean(), message: absentIfNull(v.string()), data: object({ to: v.string() }) }));
