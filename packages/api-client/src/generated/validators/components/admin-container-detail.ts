// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminContainerEntries } from '../components/admin-container.ts';
import { AdminContainerInvite } from '../components/admin-container-invite.ts';
import { ServerStatus } from '../components/server-status.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminContainerDetailEntries = { ...AdminContainerEntries, node: absentIfNull(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), server: v.optional(v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType, status: ServerStatus }))), ports: absentIfNull(keyedListAsArray(v.array(object({ container_port: v.pipe(v.number(), v.integer()), host_port: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), protocol: v.picklist(["tcp","udp"]) })))), volumes: absentIfNull(keyedListAsArray(v.array(object({ source: v.string(), destination: v.string(), read_only: absentIfNull(intAsBoolean(v.boolean())) })))), env: absentIfNull(keyedListAsArray(v.array(v.string()))), restart_count: absentIfNull(v.pipe(v.number(), v.integer())), started_at: v.optional(v.nullable(v.string())), invites: v.optional(keyedListAsArray(v.nullable(v.array(AdminContainerInvite)))), logs: absentIfNull(keyedListAsArray(v.array(object({ at: v.string(), stream: absentIfNull(v.picklist(["stdout","stderr"])), line: v.string() })))) };

export const AdminContainerDetail = /* @__PURE__ */ object(AdminContainerDetailEntries);
