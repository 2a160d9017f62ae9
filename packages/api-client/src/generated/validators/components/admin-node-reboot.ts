// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeRebootOutcome } from '../components/admin-node-reboot-outcome.ts';
import { AdminNodeRequester } from '../components/admin-node-requester.ts';

export const AdminNodeRebootEntries = { id: v.pipe(v.number(), v.integer()), requested_by: v.optional(v.nullable(AdminNodeRequester)), reason: v.optional(v.nullable(v.string())), started_at: v.string(), back_online_at: v.optional(v.nullable(v.string())), duration_seconds: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), outcome: AdminNodeRebootOutcome };

export const AdminNodeReboot = /* @__PURE__ */ object(AdminNodeRebootEntries);
