// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminIntegrationSettings } from '../components/admin-integration-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/{key}/settings. */
export const adminIntegrationSettingsSaveResponse = /* @__PURE__ */ defineResponse("adminIntegrationSettingsSave", "POST /api/admin/integrations/{key}/settings", object({ success: v.boolean(), message: v.string(), data: AdminIntegrationSettings }));
