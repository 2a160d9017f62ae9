// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AuthUser } from '../components/auth-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/get-user. */
export const getUserResponse = /* @__PURE__ */ defineResponse("getUser", "GET /api/get-user", object({ success: v.boolean(), data: AuthUser }));
