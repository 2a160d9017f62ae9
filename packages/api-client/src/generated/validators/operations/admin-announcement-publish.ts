// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAnnouncement } from '../components/admin-announcement.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/announcements/{id}/publish. */
export const adminAnnouncementPublishResponse = /* @__PURE__ */ defineResponse("adminAnnouncementPublish", "POST /api/admin/user-interaction/announcements/{id}/publish", object({ success: v.boolean(), message: v.string(), data: AdminAnnouncement }));
