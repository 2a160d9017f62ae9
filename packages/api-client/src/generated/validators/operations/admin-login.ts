// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AuthUser } from '../components/auth-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/login. */
export const adminLoginResponse = /* @__PURE__ */ defineResponse("adminLogin", "POST /api/admin/login", object({ success: v.boolean(), token: v.string(), user: AuthUser }));
