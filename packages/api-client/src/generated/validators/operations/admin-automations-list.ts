// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomation } from '../components/admin-automation.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/automations. */
export const adminAutomationsListResponse = /* @__PURE__ */ defineResponse("adminAutomationsList", "GET /api/admin/automations", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminAutomation)), meta: PageMeta }));
