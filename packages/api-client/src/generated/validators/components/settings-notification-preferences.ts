// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SettingsNotificationPreferencesEntries = { ticket_replies: v.boolean(), server_problems: v.boolean(), newsletter: v.boolean() };

export const SettingsNotificationPreferences = /* @__PURE__ */ object(SettingsNotificationPreferencesEntries);
