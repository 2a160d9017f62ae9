// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminNodeInputEntries = { name: v.string(), host: v.string(), location: v.optional(v.nullable(v.string())), ssh_port: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), ip: v.optional(v.nullable(v.string())), capacity: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), notes: v.optional(v.nullable(v.string())) };

export const AdminNodeInput = /* @__PURE__ */ object(AdminNodeInputEntries);
