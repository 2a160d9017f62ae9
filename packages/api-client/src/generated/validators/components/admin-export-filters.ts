// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminExportFiltersEntries = { role: absentIfNull(v.picklist(["admin","moderator","contributor","trial","customer"])), server_type: absentIfNull(ServerType), status: absentIfNull(v.string()) };

export const AdminExportFilters = /* @__PURE__ */ object(AdminExportFiltersEntries);
