// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const PopupEntries = { title: v.string(), body: v.string(), type: v.picklist(["info","success","warning","error"]), confirm_read: absentIfNull(intAsBoolean(v.boolean())) };

export const Popup = /* @__PURE__ */ object(PopupEntries);
