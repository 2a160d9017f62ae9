// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminContribution } from '../components/admin-contribution.ts';
import { AdminContributionTotals } from '../components/admin-contribution-totals.ts';
import { AdminContributor } from '../components/admin-contributor.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/requests/contributes. */
export const adminContributionsListResponse = /* @__PURE__ */ defineResponse("adminContributionsList", "GET /api/admin/requests/contributes", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminContribution)), meta: PageMeta, totals: absentIfNull(AdminContributionTotals), contributors: absentIfNull(keyedListAsArray(v.array(AdminContributor))) }));
