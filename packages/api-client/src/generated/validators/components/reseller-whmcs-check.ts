// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const ResellerWhmcsCheckEntries = { healthy: intAsBoolean(v.boolean()), message: v.string(), checked_at: v.string() };

export const ResellerWhmcsCheck = /* @__PURE__ */ object(ResellerWhmcsCheckEntries);
