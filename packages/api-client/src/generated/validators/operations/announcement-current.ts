// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Announcement } from '../components/announcement.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/announcements. */
export const announcementCurrentResponse = /* @__PURE__ */ defineResponse("announcementCurrent", "GET /api/customer/announcements", object({ success: v.boolean(), announcement: v.nullable(Announcement) }));
