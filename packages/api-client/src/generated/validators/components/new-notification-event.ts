// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { object } from '../../../validation/shapes.ts';
import { Notification } from '../components/notification.ts';

export const NewNotificationEventEntries = { notification: Notification };

export const NewNotificationEvent = /* @__PURE__ */ object(NewNotificationEventEntries);
