// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminContainerDetail } from '../components/admin-container-detail.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/containers/{container}. */
export const adminNodeContainerShowResponse = /* @__PURE__ */ defineResponse("adminNodeContainerShow", "GET /api/admin/nodes/{id}/containers/{container}", object({ success: v.boolean(), data: AdminContainerDetail }));
