// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryMap } from '../components/admin-library-map.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/library-maps. */
export const adminLibraryMapsListResponse = /* @__PURE__ */ defineResponse("adminLibraryMapsList", "GET /api/admin/requests/library-maps", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminLibraryMap)) }));
