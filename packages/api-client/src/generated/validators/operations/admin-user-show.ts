// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminUser } from '../components/admin-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/users/user/{id}. */
export const adminUserShowResponse = /* @__PURE__ */ defineResponse("adminUserShow", "GET /api/admin/users/user/{id}", object({ success: v.boolean(), data: AdminUser }));
