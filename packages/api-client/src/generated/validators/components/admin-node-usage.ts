// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminNodeUsageEntries = { cpu_percent: absentIfNull(v.nullable(v.number())), ram_percent: absentIfNull(v.nullable(v.number())), disk_percent: absentIfNull(v.nullable(v.number())) };

export const AdminNodeUsage = /* @__PURE__ */ object(AdminNodeUsageEntries);
