// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { SettingsNotificationPreferences } from '../components/settings-notification-preferences.ts';

export const SettingsProfileEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string(), timezone: v.string(), notifications: SettingsNotificationPreferences, password_changed_at: v.nullable(v.string()) };

export const SettingsProfile = /* @__PURE__ */ object(SettingsProfileEntries);
