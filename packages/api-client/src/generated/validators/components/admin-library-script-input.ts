// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminLibraryScriptInputEntries = { name: v.string(), description: v.optional(v.nullable(v.string())), command: v.string(), run_on_new_nodes: v.optional(v.boolean()), timeout: v.pipe(v.number(), v.integer()), disruptive: v.optional(v.boolean()) };

export const AdminLibraryScriptInput = /* @__PURE__ */ object(AdminLibraryScriptInputEntries);
