// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeExtractionStatus } from '../components/admin-node-extraction-status.ts';
import { AdminNodeRequester } from '../components/admin-node-requester.ts';

export const AdminNodeExtractionEntries = { id: v.pipe(v.number(), v.integer()), archive: v.string(), target: v.string(), size_bytes: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), status: AdminNodeExtractionStatus, started_at: v.string(), finished_at: v.optional(v.nullable(v.string())), requested_by: v.optional(v.nullable(AdminNodeRequester)), error: v.optional(v.nullable(v.string())), process_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) };

export const AdminNodeExtraction = /* @__PURE__ */ object(AdminNodeExtractionEntries);
