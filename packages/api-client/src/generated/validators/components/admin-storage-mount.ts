// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageMountState } from '../components/admin-storage-mount-state.ts';
import { AdminStorageMountType } from '../components/admin-storage-mount-type.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';

export const AdminStorageMountEntries = { id: v.pipe(v.number(), v.integer()), node: AdminStorageNodeRef, mount_point: v.string(), remote: v.string(), type: AdminStorageMountType, state: AdminStorageMountState, used_bytes: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), size_bytes: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), checked_at: absentIfNull(v.nullable(v.string())), checkable: absentIfNull(intAsBoolean(v.boolean())) };

export const AdminStorageMount = /* @__PURE__ */ object(AdminStorageMountEntries);
