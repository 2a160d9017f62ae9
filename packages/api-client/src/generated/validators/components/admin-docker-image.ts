// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminDockerImageEntries = { id: v.pipe(v.number(), v.integer()), kind: v.picklist(["plex","emby","jellyfin","service"]), name: v.string(), repository: v.string(), tag: v.string(), latest_tag: absentIfNull(v.nullable(v.string())), update_available: absentIfNull(intAsBoolean(v.boolean())), checked_at: absentIfNull(v.nullable(v.string())), nodes_pulled: absentIfNull(v.pipe(v.number(), v.integer())), service_id: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))) };

export const AdminDockerImage = /* @__PURE__ */ object(AdminDockerImageEntries);
