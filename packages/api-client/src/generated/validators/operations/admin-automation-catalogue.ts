// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminAutomationCatalogue } from '../components/admin-automation-catalogue.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/automations/catalogue. */
export const adminAutomationCatalogueResponse = /* @__PURE__ */ defineResponse("adminAutomationCatalogue", "GET /api/admin/automations/catalogue", object({ success: v.boolean(), data: AdminAutomationCatalogue }));
