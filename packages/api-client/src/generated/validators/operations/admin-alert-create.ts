// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAlert } from '../components/admin-alert.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/alerts. */
export const adminAlertCreateResponse = /* @__PURE__ */ defineResponse("adminAlertCreate", "POST /api/admin/user-interaction/alerts", object({ success: v.boolean(), message: v.string(), data: AdminAlert }));
