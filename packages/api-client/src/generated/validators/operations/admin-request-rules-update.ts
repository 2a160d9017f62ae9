// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminRequestRules } from '../components/admin-request-rules.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/rules. */
export const adminRequestRulesUpdateResponse = /* @__PURE__ */ defineResponse("adminRequestRulesUpdate", "POST /api/admin/requests/rules", object({ success: v.boolean(), message: v.string(), data: AdminRequestRules }));
