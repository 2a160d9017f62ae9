// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminDashboardTrialRequestEntries = { id: v.pipe(v.number(), v.integer()), kind: v.picklist(["trial","product"]), name: v.string(), email: v.string(), status: v.picklist(["pending","approved","rejected"]), created_at: v.string(), server_type: absentIfNull(ServerType), product: v.optional(v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() }))) };

export const AdminDashboardTrialRequest = /* @__PURE__ */ object(AdminDashboardTrialRequestEntries);
