// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminIntegrationCheckEntries = { healthy: v.nullable(v.boolean()), checked_at: v.nullable(v.string()), message: absentIfNull(v.nullable(v.string())) };

export const AdminIntegrationCheck = /* @__PURE__ */ object(AdminIntegrationCheckEntries);
