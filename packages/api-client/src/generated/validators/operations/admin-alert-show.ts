// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAlert } from '../components/admin-alert.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/alerts/{id}. */
export const adminAlertShowResponse = /* @__PURE__ */ defineResponse("adminAlertShow", "GET /api/admin/user-interaction/alerts/{id}", object({ success: v.boolean(), data: AdminAlert }));
