// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminDashboardNodeEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), status: v.picklist(["online","offline","rebooting"]), attention: v.array(v.string()), host: absentIfNull(v.string()), location: absentIfNull(v.string()), server_count: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminDashboardNode = /* @__PURE__ */ object(AdminDashboardNodeEntries);
