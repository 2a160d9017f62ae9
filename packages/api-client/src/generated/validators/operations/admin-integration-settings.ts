// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminIntegrationSettings } from '../components/admin-integration-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/{key}/settings. */
export const adminIntegrationSettingsResponse = /* @__PURE__ */ defineResponse("adminIntegrationSettings", "GET /api/admin/integrations/{key}/settings", object({ success: v.boolean(), data: AdminIntegrationSettings }));
