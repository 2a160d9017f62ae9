// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMountPathVerification } from '../components/admin-mount-path-verification.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/storage/mount-paths/verify. */
export const adminStorageMountPathVerifyResponse = /* @__PURE__ */ defineResponse("adminStorageMountPathVerify", "POST /api/admin/storage/mount-paths/verify", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminMountPathVerification)) }));
