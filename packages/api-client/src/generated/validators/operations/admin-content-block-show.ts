// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminContentBlock } from '../components/admin-content-block.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/user-interaction/blocks/{id}. */
export const adminContentBlockShowResponse = /* @__PURE__ */ defineResponse("adminContentBlockShow", "GET /api/admin/user-interaction/blocks/{id}", object({ success: v.boolean(), data: AdminContentBlock }));
