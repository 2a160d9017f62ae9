// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AuthUser } from '../components/auth-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/accept-invite/{key}/create-account. */
export const acceptInviteCreateAccountResponse = /* @__PURE__ */ defineResponse("acceptInviteCreateAccount", "POST /api/accept-invite/{key}/create-account", object({ success: v.boolean(), token: v.string(), user: AuthUser }));
