// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestOverride } from '../components/admin-request-override.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/rules/overrides. */
export const adminRequestOverridesListResponse = /* @__PURE__ */ defineResponse("adminRequestOverridesList", "GET /api/admin/requests/rules/overrides", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminRequestOverride)), meta: PageMeta }));
