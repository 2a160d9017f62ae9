// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const SetupAppSettingsEntries = { app_name: v.string(), portal_url: v.string(), support_email: v.string(), timezone: v.string() };

export const SetupAppSettings = /* @__PURE__ */ object(SetupAppSettingsEntries);
