// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryPath } from '../components/admin-library-path.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/storage/library-paths/{id}. */
export const adminStorageLibraryPathUpdateResponse = /* @__PURE__ */ defineResponse("adminStorageLibraryPathUpdate", "POST /api/admin/storage/library-paths/{id}", object({ success: v.boolean(), message: absentIfNull(v.string()), data: AdminLibraryPath }));
