// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const NotificationEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), content: v.string(), has_read: intAsBoolean(v.boolean()), created_diff: v.string(), created_at: absentIfNull(v.string()) };

export const Notification = /* @__PURE__ */ object(NotificationEntries);
