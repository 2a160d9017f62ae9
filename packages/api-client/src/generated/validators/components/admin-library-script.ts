// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminLibraryScriptEntries = { id: v.string(), name: v.string(), description: v.optional(v.nullable(v.string())), command: v.string(), run_on_new_nodes: absentIfNull(intAsBoolean(v.boolean())), timeout: absentIfNull(v.pipe(v.number(), v.integer())), disruptive: absentIfNull(intAsBoolean(v.boolean())), updated_at: v.optional(v.nullable(v.string())) };

export const AdminLibraryScript = /* @__PURE__ */ object(AdminLibraryScriptEntries);
