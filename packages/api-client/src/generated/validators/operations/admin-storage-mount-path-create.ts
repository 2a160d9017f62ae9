// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMountPath } from '../components/admin-mount-path.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/storage/mount-paths. */
export const adminStorageMountPathCreateResponse = /* @__PURE__ */ defineResponse("adminStorageMountPathCreate", "POST /api/admin/storage/mount-paths", object({ success: v.boolean(), message: absentIfNull(v.string()), data: AdminMountPath }));
