// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminTrialRequest } from '../components/admin-trial-request.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requested-trials. */
export const adminRequestedTrialsListResponse = /* @__PURE__ */ defineResponse("adminRequestedTrialsList", "GET /api/admin/requested-trials", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminTrialRequest)), meta: PageMeta }));
