// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerProductNodeEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), location: absentIfNull(v.nullable(v.string())), online: absentIfNull(v.boolean()) };

export const ResellerProductNode = /* @__PURE__ */ object(ResellerProductNodeEntries);
