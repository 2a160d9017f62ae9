// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerCustomerRefEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), email: absentIfNull(v.string()) };

export const ResellerCustomerRef = /* @__PURE__ */ object(ResellerCustomerRefEntries);
