// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminServiceFilters } from '../components/admin-service-filters.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/services/filters. */
export const adminServicesFiltersResponse = /* @__PURE__ */ defineResponse("adminServicesFilters", "GET /api/admin/services/filters", object({ success: v.boolean(), data: AdminServiceFilters }));
