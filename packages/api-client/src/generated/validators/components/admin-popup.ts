// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminMessageTargetingEntries } from '../components/admin-message-targeting.ts';
import { PopupType } from '../components/popup-type.ts';

export const AdminPopupEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), body: v.string(), type: PopupType, confirm_read: intAsBoolean(v.boolean()), seen_count: absentIfNull(v.pipe(v.number(), v.integer())), ...AdminMessageTargetingEntries };

export const AdminPopup = /* @__PURE__ */ object(AdminPopupEntries);
