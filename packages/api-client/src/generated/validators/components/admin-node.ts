// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeSummaryEntries } from '../components/admin-node-summary.ts';
import { AdminNodeUsage } from '../components/admin-node-usage.ts';

export const AdminNodeEntries = { ...AdminNodeSummaryEntries, ip: absentIfNull(v.nullable(v.string())), ssh_port: absentIfNull(v.nullable(v.pipe(v.number(), v.integer()))), notes: absentIfNull(v.nullable(v.string())), created_at: absentIfNull(v.nullable(v.string())), usage: absentIfNull(emptyArrayAsObject(AdminNodeUsage)), last_reboot_at: absentIfNull(v.nullable(v.string())), reseller: absentIfNull(v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() }))) };

export const AdminNode = /* @__PURE__ */ object(AdminNodeEntries);
