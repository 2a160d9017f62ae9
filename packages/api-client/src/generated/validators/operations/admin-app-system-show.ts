// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAppSystem } from '../components/admin-app-system.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/app-management/system. */
export const adminAppSystemShowResponse = /* @__PURE__ */ defineResponse("adminAppSystemShow", "GET /api/admin/app-management/system", object({ success: v.boolean(), data: AdminAppSystem }));
