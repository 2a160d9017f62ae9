// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminService } from '../components/admin-service.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/services. */
export const adminServicesListResponse = /* @__PURE__ */ defineResponse("adminServicesList", "GET /api/admin/services", object({ success: v.boolean(), data: v.array(AdminService), meta: PageMeta }));
