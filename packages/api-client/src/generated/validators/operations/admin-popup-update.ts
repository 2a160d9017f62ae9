// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminPopup } from '../components/admin-popup.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/popups/{id}/update. */
export const adminPopupUpdateResponse = /* @__PURE__ */ defineResponse("adminPopupUpdate", "POST /api/admin/user-interaction/popups/{id}/update", object({ success: v.boolean(), message: v.string(), data: AdminPopup }));
