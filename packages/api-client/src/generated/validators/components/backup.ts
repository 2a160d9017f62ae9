// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const BackupEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: v.string(), size_bytes: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), created_at: v.string(), server_name: v.optional(v.nullable(v.string())) };

export const Backup = /* @__PURE__ */ object(BackupEntries);
