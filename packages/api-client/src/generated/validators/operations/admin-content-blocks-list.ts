// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminContentBlock } from '../components/admin-content-block.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/blocks. */
export const adminContentBlocksListResponse = /* @__PURE__ */ defineResponse("adminContentBlocksList", "GET /api/admin/user-interaction/blocks", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminContentBlock)), meta: PageMeta }));
