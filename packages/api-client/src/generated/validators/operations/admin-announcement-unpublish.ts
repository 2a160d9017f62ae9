// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAnnouncement } from '../components/admin-announcement.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/announcements/{id}/unpublish. */
export const adminAnnouncementUnpublishResponse = /* @__PURE__ */ defineResponse("adminAnnouncementUnpublish", "POST /api/admin/user-interaction/announcements/{id}/unpublish", object({ success: v.boolean(), message: v.string(), data: AdminAnnouncement }));
