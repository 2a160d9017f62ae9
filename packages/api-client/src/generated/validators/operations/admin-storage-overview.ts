// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageOverview } from '../components/admin-storage-overview.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/storage. */
export const adminStorageOverviewResponse = /* @__PURE__ */ defineResponse("adminStorageOverview", "GET /api/admin/storage", object({ success: v.boolean(), data: AdminStorageOverview }));
