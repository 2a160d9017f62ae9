// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageMount } from '../components/admin-storage-mount.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/storage/mounts. */
export const adminStorageMountsListResponse = /* @__PURE__ */ defineResponse("adminStorageMountsList", "GET /api/admin/storage/mounts", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminStorageMount)), meta: PageMeta, nodes: absentIfNull(keyedListAsArray(v.array(AdminStorageNodeRef))) }));
