// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerEnvVar } from '../components/admin-docker-env-var.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminDockerServiceEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), image: v.string(), tag: v.string(), description: absentIfNull(v.nullable(v.string())), server_types: keyedListAsArray(v.array(ServerType)), env: absentIfNull(keyedListAsArray(v.array(AdminDockerEnvVar))), ports: absentIfNull(keyedListAsArray(v.array(v.string()))), volumes: absentIfNull(keyedListAsArray(v.array(v.string()))), enabled: intAsBoolean(v.boolean()), created_at: absentIfNull(v.nullable(v.string())), updated_at: absentIfNull(v.nullable(v.string())) };

export const AdminDockerService = /* @__PURE__ */ object(AdminDockerServiceEntries);
