// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminPopup } from '../components/admin-popup.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/popups. */
export const adminPopupsListResponse = /* @__PURE__ */ defineResponse("adminPopupsList", "GET /api/admin/user-interaction/popups", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminPopup)), meta: PageMeta }));
