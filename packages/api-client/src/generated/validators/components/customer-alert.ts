// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AlertLevel } from '../components/alert-level.ts';

export const CustomerAlertEntries = { id: v.pipe(v.number(), v.integer()), text: v.string(), level: AlertLevel, link_url: absentIfNull(v.nullable(v.string())), link_text: absentIfNull(v.nullable(v.string())), dismissible: intAsBoolean(v.boolean()) };

export const CustomerAlert = /* @__PURE__ */ object(CustomerAlertEntries);
