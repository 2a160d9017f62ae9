// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAnnouncement } from '../components/admin-announcement.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/announcements/{id}. */
export const adminAnnouncementShowResponse = /* @__PURE__ */ defineResponse("adminAnnouncementShow", "GET /api/admin/user-interaction/announcements/{id}", object({ success: v.boolean(), data: AdminAnnouncement }));
