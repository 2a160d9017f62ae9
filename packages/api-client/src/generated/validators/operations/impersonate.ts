// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AuthUser } from '../components/auth-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/impersonate/{token}. */
export const impersonateResponse = /* @__PURE__ */ defineResponse("impersonate", "GET /api/impersonate/{token}", object({ success: v.boolean(), token: v.string(), user: AuthUser, return_key: v.string() }));
