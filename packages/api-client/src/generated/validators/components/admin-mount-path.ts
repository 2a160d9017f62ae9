// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageMountType } from '../components/admin-storage-mount-type.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';

export const AdminMountPathEntries = { id: v.pipe(v.number(), v.integer()), path: v.string(), remote: v.string(), type: AdminStorageMountType, node: absentIfNull(v.nullable(AdminStorageNodeRef)), options: absentIfNull(v.nullable(v.string())), updated_at: absentIfNull(v.nullable(v.string())) };

export const AdminMountPath = /* @__PURE__ */ object(AdminMountPathEntries);
