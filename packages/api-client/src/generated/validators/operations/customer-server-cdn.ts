// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CdnSettings } from '../components/cdn-settings.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/cdn. */
export const customerServerCdnResponse = /* @__PURE__ */ defineResponse("customerServerCdn", "GET /api/customer/servers/{id}/cdn", object({ success: v.boolean(), data: CdnSettings }));
