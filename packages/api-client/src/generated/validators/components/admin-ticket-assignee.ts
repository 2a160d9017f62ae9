// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminTicketAssigneeEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: absentIfNull(v.string()), role: v.picklist(["admin","moderator"]), open_tickets: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminTicketAssignee = /* @__PURE__ */ object(AdminTicketAssigneeEntries);
