// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAlert } from '../components/admin-alert.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/alerts/{id}/update. */
export const adminAlertUpdateResponse = /* @__PURE__ */ defineResponse("adminAlertUpdate", "POST /api/admin/user-interaction/alerts/{id}/update", object({ success: v.boolean(), message: v.string(), data: AdminAlert }));
