// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMessageAudience } from '../components/admin-message-audience.ts';
import { AdminMessageState } from '../components/admin-message-state.ts';
import { AdminMessageUser } from '../components/admin-message-user.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminMessageTargetingEntries = { audience: AdminMessageAudience, server_type: v.optional(v.nullable(ServerType)), node: v.optional(v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() }))), users: absentIfNull(keyedListAsArray(v.array(AdminMessageUser))), starts_at: v.nullable(v.string()), ends_at: v.nullable(v.string()), active: intAsBoolean(v.boolean()), state: absentIfNull(AdminMessageState), created_at: absentIfNull(v.string()) };

export const AdminMessageTargeting = /* @__PURE__ */ object(AdminMessageTargetingEntries);
