// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeStatus } from '../components/admin-node-status.ts';

export const AdminNodeSummaryEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), status: AdminNodeStatus, host: absentIfNull(v.string()), location: absentIfNull(v.string()), server_count: absentIfNull(v.pipe(v.number(), v.integer())), capacity: absentIfNull(v.pipe(v.number(), v.integer())), attention: absentIfNull(keyedListAsArray(v.array(v.string()))), monitored: absentIfNull(intAsBoolean(v.boolean())) };

export const AdminNodeSummary = /* @__PURE__ */ object(AdminNodeSummaryEntries);
