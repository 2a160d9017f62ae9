// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';

export const AdminDeploymentPathOverrideEntries = { node: AdminStorageNodeRef, stack_path: absentIfNull(v.nullable(v.string())), config_path: absentIfNull(v.nullable(v.string())), transcode_path: absentIfNull(v.nullable(v.string())) };

export const AdminDeploymentPathOverride = /* @__PURE__ */ object(AdminDeploymentPathOverrideEntries);
