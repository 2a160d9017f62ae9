// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const MailTemplateVariableEntries = { name: v.string(), description: v.optional(v.nullable(v.string())), sample: v.optional(v.nullable(v.string())) };

export const MailTemplateVariable = /* @__PURE__ */ object(MailTemplateVariableEntries);
