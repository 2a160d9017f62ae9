// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeImage } from '../components/admin-node-image.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes/{id}/images/pull. */
export const adminNodeImagePullResponse = /* @__PURE__ */ defineResponse("adminNodeImagePull", "POST /api/admin/nodes/{id}/images/pull", object({ success: v.boolean(), message: v.string(), data: AdminNodeImage }));
