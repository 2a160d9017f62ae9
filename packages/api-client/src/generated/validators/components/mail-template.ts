// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { MailTemplateSummaryEntries } from '../components/mail-template-summary.ts';
import { MailTemplateVariable } from '../components/mail-template-variable.ts';

export const MailTemplateEntries = { ...MailTemplateSummaryEntries, body: v.string(), variables: v.array(MailTemplateVariable) };

export const MailTemplate = /* @__PURE__ */ object(MailTemplateEntries);
