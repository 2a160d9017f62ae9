// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMountPath } from '../components/admin-mount-path.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/storage/mount-paths. */
export const adminStorageMountPathsListResponse = /* @__PURE__ */ defineResponse("adminStorageMountPathsList", "GET /api/admin/storage/mount-paths", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminMountPath)), nodes: absentIfNull(keyedListAsArray(v.array(AdminStorageNodeRef))) }));
