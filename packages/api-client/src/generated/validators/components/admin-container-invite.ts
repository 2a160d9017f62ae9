// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeRequester } from '../components/admin-node-requester.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminContainerInviteEntries = { id: v.pipe(v.number(), v.integer()), email: v.optional(v.nullable(v.string())), username: v.optional(v.nullable(v.string())), name: v.optional(v.nullable(v.string())), status: v.string(), libraries: absentIfNull(keyedListAsArray(v.array(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })))), created_at: v.optional(v.nullable(v.string())), expires_at: v.optional(v.nullable(v.string())), resent_at: v.optional(v.nullable(v.string())), invited_by: v.optional(v.nullable(AdminNodeRequester)), server: absentIfNull(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType })) };

export const AdminContainerInvite = /* @__PURE__ */ object(AdminContainerInviteEntries);
