// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject, intAsBoolean } from '../../../validation/laravel.ts';
import { map, object } from '../../../validation/shapes.ts';
import { AdminIntegrationCheck } from '../components/admin-integration-check.ts';
import { AdminIntegrationValue } from '../components/admin-integration-value.ts';

export const AdminIntegrationSettingsEntries = { key: v.string(), values: emptyArrayAsObject(map(AdminIntegrationValue)), secrets: emptyArrayAsObject(map(v.boolean())), enabled: absentIfNull(intAsBoolean(v.boolean())), check: absentIfNull(AdminIntegrationCheck) };

export const AdminIntegrationSettings = /* @__PURE__ */ object(AdminIntegrationSettingsEntries);
