// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminPopup } from '../components/admin-popup.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/popups. */
export const adminPopupCreateResponse = /* @__PURE__ */ defineResponse("adminPopupCreate", "POST /api/admin/user-interaction/popups", object({ success: v.boolean(), message: v.string(), data: AdminPopup }));
