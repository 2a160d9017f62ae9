// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAlert } from '../components/admin-alert.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/alerts. */
export const adminAlertsListResponse = /* @__PURE__ */ defineResponse("adminAlertsList", "GET /api/admin/user-interaction/alerts", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminAlert)), meta: PageMeta }));
