// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerWhmcsRemoteProductEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), group: absentIfNull(v.nullable(v.string())), configurable_options: absentIfNull(v.array(v.string())) };

export const ResellerWhmcsRemoteProduct = /* @__PURE__ */ object(ResellerWhmcsRemoteProductEntries);
