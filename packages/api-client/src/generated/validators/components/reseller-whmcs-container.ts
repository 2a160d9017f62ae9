// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ResellerWhmcsService } from '../components/reseller-whmcs-service.ts';
import { ServerStatus } from '../components/server-status.ts';
import { ServerType } from '../components/server-type.ts';

export const ResellerWhmcsContainerEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), server_name: absentIfNull(v.nullable(v.string())), type: ServerType, status: ServerStatus, node_id: v.pipe(v.number(), v.integer()), service: v.nullable(ResellerWhmcsService) };

export const ResellerWhmcsContainer = /* @__PURE__ */ object(ResellerWhmcsContainerEntries);
