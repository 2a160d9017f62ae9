// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminPopup } from '../components/admin-popup.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/popups/{id}. */
export const adminPopupShowResponse = /* @__PURE__ */ defineResponse("adminPopupShow", "GET /api/admin/user-interaction/popups/{id}", object({ success: v.boolean(), data: AdminPopup }));
