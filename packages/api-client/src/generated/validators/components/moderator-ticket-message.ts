// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SupportAttachment } from '../components/support-attachment.ts';

export const ModeratorTicketMessageEntries = { id: v.pipe(v.number(), v.integer()), author: object({ id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), name: v.string(), role: v.picklist(["customer","staff"]) }), body: v.string(), format: v.picklist(["text","html"]), created_at: v.string(), attachments: v.array(SupportAttachment) };

export const ModeratorTicketMessage = /* @__PURE__ */ object(ModeratorTicketMessageEntries);
