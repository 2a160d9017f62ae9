// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMessageTargetingEntries } from '../components/admin-message-targeting.ts';
import { AlertLevel } from '../components/alert-level.ts';

export const AdminAlertEntries = { id: v.pipe(v.number(), v.integer()), text: v.string(), level: AlertLevel, link_url: absentIfNull(v.nullable(v.string())), link_text: absentIfNull(v.nullable(v.string())), dismissible: intAsBoolean(v.boolean()), dismissed_count: absentIfNull(v.pipe(v.number(), v.integer())), ...AdminMessageTargetingEntries };

export const AdminAlert = /* @__PURE__ */ object(AdminAlertEntries);
