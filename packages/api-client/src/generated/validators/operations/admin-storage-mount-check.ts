// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageMount } from '../components/admin-storage-mount.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/storage/mounts/{id}/check. */
export const adminStorageMountCheckResponse = /* @__PURE__ */ defineResponse("adminStorageMountCheck", "POST /api/admin/storage/mounts/{id}/check", object({ success: v.boolean(), message: absentIfNull(v.string()), data: AdminStorageMount }));
