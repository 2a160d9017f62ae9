// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminContainerStatus } from '../components/admin-container-status.ts';

export const AdminContainerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), image: v.string(), status: AdminContainerStatus, kind: v.picklist(["media-server","system"]), server_id: v.nullable(v.pipe(v.number(), v.integer())), user: v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() })), created_at: absentIfNull(v.nullable(v.string())) };

export const AdminContainer = /* @__PURE__ */ object(AdminContainerEntries);
