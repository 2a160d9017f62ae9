// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminDeploymentPathOverride } from '../components/admin-deployment-path-override.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminDeploymentPathsEntries = { stack_path: v.string(), config_path: v.string(), transcode_path: v.string(), overrides: absentIfNull(keyedListAsArray(v.array(AdminDeploymentPathOverride))), nodes: absentIfNull(keyedListAsArray(v.array(AdminStorageNodeRef))), sample: absentIfNull(object({ server: v.string(), user: v.string(), type: ServerType })), updated_at: absentIfNull(v.nullable(v.string())) };

export const AdminDeploymentPaths = /* @__PURE__ */ object(AdminDeploymentPathsEntries);
