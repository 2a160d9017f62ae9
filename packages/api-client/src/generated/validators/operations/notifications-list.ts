// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { Notification } from '../components/notification.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/notifications. */
export const notificationsListResponse = /* @__PURE__ */ defineResponse("notificationsList", "GET /api/customer/notifications", object({ success: v.boolean(), data: keyedListAsArray(v.array(Notification)), unread: v.pipe(v.number(), v.integer()), meta: PageMeta }));
