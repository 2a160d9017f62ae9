// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAttachmentExtension } from '../components/admin-attachment-extension.ts';
import { AdminTicketPriority } from '../components/admin-ticket-priority.ts';

export const AdminSupportSettingsInputEntries = { departments: v.array(v.string()), default_priority: AdminTicketPriority, auto_close_days: v.pipe(v.number(), v.integer()), max_attachments: v.pipe(v.number(), v.integer()), max_attachment_mb: v.pipe(v.number(), v.integer()), allowed_extensions: v.array(AdminAttachmentExtension), auto_reply_enabled: v.boolean(), auto_reply_text: v.optional(v.nullable(v.string())), office_hours: v.optional(v.nullable(v.string())), notify_staff: v.boolean(), notify_email: v.optional(v.nullable(v.string())) };

export const AdminSupportSettingsInput = /* @__PURE__ */ object(AdminSupportSettingsInputEntries);
