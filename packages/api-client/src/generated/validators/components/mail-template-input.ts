// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const MailTemplateInputEntries = { subject: v.string(), body: v.string() };

export const MailTemplateInput = /* @__PURE__ */ object(MailTemplateInputEntries);
