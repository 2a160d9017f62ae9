// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminUserServerNode } from '../components/admin-user-server-node.ts';

export const AdminUserServerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: v.string(), status: v.string(), node: v.optional(v.nullable(AdminUserServerNode)) };

export const AdminUserServer = /* @__PURE__ */ object(AdminUserServerEntries);
