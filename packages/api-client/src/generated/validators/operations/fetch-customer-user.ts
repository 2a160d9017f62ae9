// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AuthUser } from '../components/auth-user.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/user/fetch. */
export const fetchCustomerUserResponse = /* @__PURE__ */ defineResponse("fetchCustomerUser", "GET /api/customer/user/fetch", object({ success: v.boolean(), data: AuthUser }));
