// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeSummary } from '../components/admin-node-summary.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes. */
export const adminNodesListResponse = /* @__PURE__ */ defineResponse("adminNodesList", "GET /api/admin/nodes", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminNodeSummary)), meta: PageMeta }));
