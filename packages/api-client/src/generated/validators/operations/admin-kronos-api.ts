// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { ApiClients } from '../components/api-clients.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/integrations/kronos-api. */
export const adminKronosApiResponse = /* @__PURE__ */ defineResponse("adminKronosApi", "GET /api/admin/integrations/kronos-api", object({ success: v.boolean(), data: ApiClients }));
