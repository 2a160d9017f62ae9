// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeExtraction } from '../components/admin-node-extraction.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/extractions. */
export const adminNodeExtractionsListResponse = /* @__PURE__ */ defineResponse("adminNodeExtractionsList", "GET /api/admin/nodes/{id}/extractions", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminNodeExtraction)), meta: PageMeta }));
