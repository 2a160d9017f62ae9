// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminDashboardTicketEntries = { id: v.pipe(v.number(), v.integer()), subject: v.string(), status: v.picklist(["open","answered","customer-reply","closed"]), priority: absentIfNull(v.picklist(["low","medium","high","urgent"])), user: absentIfNull(object({ id: v.pipe(v.number(), v.integer()), name: v.string(), email: v.string() })), unread: absentIfNull(v.boolean()), updated_at: absentIfNull(v.string()) };

export const AdminDashboardTicket = /* @__PURE__ */ object(AdminDashboardTicketEntries);
