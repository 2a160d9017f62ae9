// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMessageTargetingInputEntries } from '../components/admin-message-targeting-input.ts';
import { PopupType } from '../components/popup-type.ts';

export const AdminPopupInputEntries = { title: v.string(), body: v.string(), type: PopupType, confirm_read: v.boolean(), ...AdminMessageTargetingInputEntries };

export const AdminPopupInput = /* @__PURE__ */ object(AdminPopupInputEntries);
