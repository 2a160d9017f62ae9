// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminContainerDetail } from '../components/admin-container-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/containers/{container}/{action}. */
export const adminNodeContainerActionResponse = /* @__PURE__ */ defineResponse("adminNodeContainerAction", "POST /api/admin/nodes/{id}/containers/{container}/{action}", object({ success: v.boolean(), message: v.string(), data: AdminContainerDetail }));
