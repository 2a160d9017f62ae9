// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminContainer } from '../components/admin-container.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/containers. */
export const adminNodeContainersListResponse = /* @__PURE__ */ defineResponse("adminNodeContainersList", "GET /api/admin/nodes/{id}/containers", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminContainer)), meta: PageMeta }));
