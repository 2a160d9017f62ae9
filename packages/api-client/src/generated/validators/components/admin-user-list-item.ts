// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminUserEntries } from '../components/admin-user.ts';

export const AdminUserListItemEntries = { ...AdminUserEntries, admin: absentIfNull(intAsBoolean(v.boolean())), server_count: absentIfNull(v.pipe(v.number(), v.integer())), created_at: absentIfNull(v.string()) };

export const AdminUserListItem = /* @__PURE__ */ object(AdminUserListItemEntries);
