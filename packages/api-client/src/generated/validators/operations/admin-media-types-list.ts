// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaType } from '../components/admin-media-type.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/media-types. */
export const adminMediaTypesListResponse = /* @__PURE__ */ defineResponse("adminMediaTypesList", "GET /api/admin/requests/media-types", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminMediaType)) }));
