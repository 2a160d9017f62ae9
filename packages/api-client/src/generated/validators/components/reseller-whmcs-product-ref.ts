// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { ServerType } from '../components/server-type.ts';

export const ResellerWhmcsProductRefEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), type: ServerType, price: absentIfNull(v.nullable(v.number())), billing_cycle: absentIfNull(v.nullable(v.string())), active: absentIfNull(intAsBoolean(v.boolean())) };

export const ResellerWhmcsProductRef = /* @__PURE__ */ object(ResellerWhmcsProductRefEntries);
