// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestOverride } from '../components/admin-request-override.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/rules/overrides. */
export const adminRequestOverrideSaveResponse = /* @__PURE__ */ defineResponse("adminRequestOverrideSave", "POST /api/admin/requests/rules/overrides", object({ success: v.boolean(), message: v.string(), data: AdminRequestOverride }));
