// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMessageAudience } from '../components/admin-message-audience.ts';

export const AdminMessageTargetingInputEntries = { audience: AdminMessageAudience, server_type: v.optional(v.nullable(v.string())), node_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), user_emails: v.optional(v.nullable(v.string())), starts_at: v.optional(v.nullable(v.string())), ends_at: v.optional(v.nullable(v.string())), active: v.boolean() };

export const AdminMessageTargetingInput = /* @__PURE__ */ object(AdminMessageTargetingInputEntries);
