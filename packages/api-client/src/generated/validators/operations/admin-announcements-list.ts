// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminAnnouncement } from '../components/admin-announcement.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/announcements. */
export const adminAnnouncementsListResponse = /* @__PURE__ */ defineResponse("adminAnnouncementsList", "GET /api/admin/user-interaction/announcements", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminAnnouncement)), meta: PageMeta }));
