// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAnnouncement } from '../components/admin-announcement.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of PUT /api/admin/user-interaction/announcements/{id}. */
export const adminAnnouncementUpdateResponse = /* @__PURE__ */ defineResponse("adminAnnouncementUpdate", "PUT /api/admin/user-interaction/announcements/{id}", object({ success: v.boolean(), message: v.string(), data: AdminAnnouncement }));
