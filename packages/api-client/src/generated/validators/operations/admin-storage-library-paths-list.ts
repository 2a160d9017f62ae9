// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryPath } from '../components/admin-library-path.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/storage/library-paths. */
export const adminStorageLibraryPathsListResponse = /* @__PURE__ */ defineResponse("adminStorageLibraryPathsList", "GET /api/admin/storage/library-paths", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminLibraryPath)) }));
