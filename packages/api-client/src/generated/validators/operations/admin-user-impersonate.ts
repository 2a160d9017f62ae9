// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/users/user/{id}/impersonate. */
export const adminUserImpersonateResponse = /* @__PURE__ */ defineResponse("adminUserImpersonate", "POST /api/admin/users/user/{id}/impersonate", object({ success: v.boolean(), message: absentIfNull(v.string()), data: object({ token: v.string() }) }));
