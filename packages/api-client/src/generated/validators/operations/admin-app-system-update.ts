// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAppSystem } from '../components/admin-app-system.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/app-management/system. */
export const adminAppSystemUpdateResponse = /* @__PURE__ */ defineResponse("adminAppSystemUpdate", "POST /api/admin/app-management/system", object({ success: v.boolean(), message: v.string(), data: AdminAppSystem }));
