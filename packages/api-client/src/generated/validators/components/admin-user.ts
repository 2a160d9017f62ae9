// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminUserEntries = { id: v.pipe(v.number(), v.integer()), is_trial: v.boolean(), is_moderator: v.boolean(), is_contributor: v.boolean(), email: v.string(), name: v.string(), whmcs_id: v.nullable(v.pipe(v.number(), v.integer())), restrictions: v.array(v.string()) };

export const AdminUser = /* @__PURE__ */ object(AdminUserEntries);
