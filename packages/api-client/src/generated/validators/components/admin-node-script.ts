// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Process } from '../components/process.ts';

export const AdminNodeScriptEntries = { id: v.string(), name: v.string(), description: v.optional(v.nullable(v.string())), command: absentIfNull(v.string()), disruptive: absentIfNull(intAsBoolean(v.boolean())), last_run: v.optional(v.nullable(Process)) };

export const AdminNodeScript = /* @__PURE__ */ object(AdminNodeScriptEntries);
