// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { map, object } from '../../../validation/shapes.ts';
import { AdminIntegrationValue } from '../components/admin-integration-value.ts';

export const AdminIntegrationSettingsInputEntries = { values: v.optional(map(AdminIntegrationValue)), secrets: v.optional(map(v.nullable(v.string()))), enabled: v.optional(v.boolean()) };

export const AdminIntegrationSettingsInput = /* @__PURE__ */ object(AdminIntegrationSettingsInputEntries);
