// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const MailTemplateSummaryEntries = { key: v.string(), name: v.string(), description: v.optional(v.nullable(v.string())), subject: v.string(), customized: absentIfNull(v.boolean()), updated_at: v.optional(v.nullable(v.string())) };

export const MailTemplateSummary = /* @__PURE__ */ object(MailTemplateSummaryEntries);
