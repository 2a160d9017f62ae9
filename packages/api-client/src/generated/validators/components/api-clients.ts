// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const ApiClientsEntries = { clients: v.array(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), secret_hint: v.optional(v.nullable(v.string())), created_at: v.optional(v.nullable(v.string())), last_used_at: v.optional(v.nullable(v.string())) })), reseller_panels: v.array(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), url: v.optional(v.nullable(v.string())), reseller: v.optional(v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() }))), created_at: v.optional(v.nullable(v.string())), last_used_at: v.optional(v.nullable(v.string())) })), api_domain: v.nullable(v.string()) };

export const ApiClients = /* @__PURE__ */ object(ApiClientsEntries);
