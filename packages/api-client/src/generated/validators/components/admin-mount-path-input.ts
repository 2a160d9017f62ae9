// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageMountType } from '../components/admin-storage-mount-type.ts';

export const AdminMountPathInputEntries = { path: v.string(), remote: v.string(), type: AdminStorageMountType, node_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), options: v.optional(v.nullable(v.string())) };

export const AdminMountPathInput = /* @__PURE__ */ object(AdminMountPathInputEntries);
