// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminIntegrationStatusEntries = { key: v.string(), configured: intAsBoolean(v.boolean()), enabled: absentIfNull(intAsBoolean(v.boolean())), healthy: v.nullable(v.boolean()), checked_at: v.nullable(v.string()), message: absentIfNull(v.nullable(v.string())), testable: absentIfNull(intAsBoolean(v.boolean())) };

export const AdminIntegrationStatus = /* @__PURE__ */ object(AdminIntegrationStatusEntries);
