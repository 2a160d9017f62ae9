// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminUserListItem } from '../components/admin-user-list-item.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/users. */
export const adminUsersListResponse = /* @__PURE__ */ defineResponse("adminUsersList", "GET /api/admin/users", object({ success: v.boolean(), data: v.array(AdminUserListItem), meta: PageMeta }));
