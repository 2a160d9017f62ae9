// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AuthUser } from '../components/auth-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/return-home. */
export const returnHomeResponse = /* @__PURE__ */ defineResponse("returnHome", "POST /api/return-home", object({ success: v.boolean(), token: v.string(), user: AuthUser, redirect_data: object({ path: v.string() }) }));
