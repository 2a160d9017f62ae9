// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerWhmcsRefEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: absentIfNull(v.nullable(v.string())) };

export const ResellerWhmcsRef = /* @__PURE__ */ object(ResellerWhmcsRefEntries);
