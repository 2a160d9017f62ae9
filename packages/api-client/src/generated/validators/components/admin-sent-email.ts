// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminEmailNode } from '../components/admin-email-node.ts';
import { AdminEmailSender } from '../components/admin-email-sender.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminSentEmailEntries = { id: v.pipe(v.number(), v.integer()), subject: v.string(), body: absentIfNull(v.string()), group: v.picklist(["everybody","server-type","node","trial","resellers","users"]), server_type: v.optional(v.nullable(ServerType)), node: v.optional(v.nullable(AdminEmailNode)), recipient_count: v.pipe(v.number(), v.integer()), sent_at: v.string(), sent_by: v.optional(v.nullable(AdminEmailSender)) };

export const AdminSentEmail = /* @__PURE__ */ object(AdminSentEmailEntries);
