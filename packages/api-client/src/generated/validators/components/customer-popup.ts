// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { PopupType } from '../components/popup-type.ts';

export const CustomerPopupEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), body: v.string(), type: PopupType, confirm_read: intAsBoolean(v.boolean()) };

export const CustomerPopup = /* @__PURE__ */ object(CustomerPopupEntries);
