// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerCustomerRef } from '../components/reseller-customer-ref.ts';
import { ServerStatus } from '../components/server-status.ts';
import { ServerType } from '../components/server-type.ts';

export const ResellerServerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType, status: ServerStatus, node_id: v.pipe(v.number(), v.integer()), node_alias: v.string(), url: absentIfNull(v.nullable(v.string())), plan: absentIfNull(v.nullable(v.string())), created_at: v.string(), customer: absentIfNull(v.nullable(ResellerCustomerRef)) };

export const ResellerServer = /* @__PURE__ */ object(ResellerServerEntries);
