// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { SearchResult } from '../components/search-result.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/search. */
export const adminSearchResponse = /* @__PURE__ */ defineResponse("adminSearch", "GET /api/admin/search", object({ success: v.boolean(), results: keyedListAsArray(v.array(SearchResult)) }));
