// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminUserServer } from '../components/admin-user-server.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/users/user/{id}/servers. */
export const adminUserServersResponse = /* @__PURE__ */ defineResponse("adminUserServers", "GET /api/admin/users/user/{id}/servers", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminUserServer)) }));
