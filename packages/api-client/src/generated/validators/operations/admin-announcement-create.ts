// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAnnouncement } from '../components/admin-announcement.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/announcements. */
export const adminAnnouncementCreateResponse = /* @__PURE__ */ defineResponse("adminAnnouncementCreate", "POST /api/admin/user-interaction/announcements", object({ success: v.boolean(), message: v.string(), data: AdminAnnouncement }));
