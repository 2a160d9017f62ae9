// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ServerStatus } from '../components/server-status.ts';
import { ServerType } from '../components/server-type.ts';

export const ServerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType, status: ServerStatus, node_id: v.pipe(v.number(), v.integer()), node_alias: v.string(), url: v.nullable(v.string()), plan: v.optional(v.nullable(v.string())), created_at: v.string() };

export const Server = /* @__PURE__ */ object(ServerEntries);
