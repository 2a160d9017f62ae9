// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMessageTargetingInputEntries } from '../components/admin-message-targeting-input.ts';
import { AlertLevel } from '../components/alert-level.ts';

export const AdminAlertInputEntries = { text: v.string(), level: AlertLevel, link_url: v.optional(v.nullable(v.string())), link_text: v.optional(v.nullable(v.string())), dismissible: v.boolean(), ...AdminMessageTargetingInputEntries };

export const AdminAlertInput = /* @__PURE__ */ object(AdminAlertInputEntries);
