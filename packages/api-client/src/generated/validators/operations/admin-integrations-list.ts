// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminIntegrationStatus } from '../components/admin-integration-status.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations. */
export const adminIntegrationsListResponse = /* @__PURE__ */ defineResponse("adminIntegrationsList", "GET /api/admin/integrations", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminIntegrationStatus)) }));
