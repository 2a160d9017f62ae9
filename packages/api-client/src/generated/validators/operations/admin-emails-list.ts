// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminSentEmail } from '../components/admin-sent-email.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/emails. */
export const adminEmailsListResponse = /* @__PURE__ */ defineResponse("adminEmailsList", "GET /api/admin/user-interaction/emails", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminSentEmail)), meta: PageMeta }));
