// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportAttachment } from '../components/support-attachment.ts';

export const SupportMessageEntries = { id: v.pipe(v.number(), v.integer()), author: object({ name: v.string(), role: v.picklist(["customer","staff"]), is_you: v.boolean() }), body: v.string(), format: v.picklist(["text","html"]), created_at: v.string(), attachments: v.array(SupportAttachment) };

export const SupportMessage = /* @__PURE__ */ object(SupportMessageEntries);
