// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminIntegrationCheck } from '../components/admin-integration-check.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/{key}/test. */
export const adminIntegrationTestResponse = /* @__PURE__ */ defineResponse("adminIntegrationTest", "POST /api/admin/integrations/{key}/test", object({ success: v.boolean(), message: absentIfNull(v.string()), data: AdminIntegrationCheck }));
