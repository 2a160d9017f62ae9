// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerWhmcsNodeEntries = { id: v.pipe(v.number(), v.integer()), alias: v.string(), location: absentIfNull(v.nullable(v.string())), online: absentIfNull(intAsBoolean(v.boolean())), containers: v.pipe(v.number(), v.integer()), services_active: v.pipe(v.number(), v.integer()), services_suspended: v.pipe(v.number(), v.integer()), without_service: v.pipe(v.number(), v.integer()) };

export const ResellerWhmcsNode = /* @__PURE__ */ object(ResellerWhmcsNodeEntries);
