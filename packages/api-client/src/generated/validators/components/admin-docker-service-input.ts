// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerEnvVar } from '../components/admin-docker-env-var.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminDockerServiceInputEntries = { name: v.string(), image: v.string(), tag: v.string(), description: v.optional(v.nullable(v.string())), server_types: v.array(ServerType), env: v.array(AdminDockerEnvVar), ports: v.array(v.string()), volumes: v.array(v.string()), enabled: v.boolean() };

export const AdminDockerServiceInput = /* @__PURE__ */ object(AdminDockerServiceInputEntries);
