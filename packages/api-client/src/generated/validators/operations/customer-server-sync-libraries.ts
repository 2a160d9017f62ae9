// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Libraries } from '../components/libraries.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/sync-libraries. */
export const customerServerSyncLibrariesResponse = /* @__PURE__ */ defineResponse("customerServerSyncLibraries", "GET /api/customer/servers/{id}/sync-libraries", object({ success: v.boolean(), data: Libraries }));
