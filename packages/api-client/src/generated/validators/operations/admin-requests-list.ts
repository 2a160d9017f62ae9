// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaRequest } from '../components/admin-media-request.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests. */
export const adminRequestsListResponse = /* @__PURE__ */ defineResponse("adminRequestsList", "GET /api/admin/requests", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminMediaRequest)), meta: PageMeta }));
