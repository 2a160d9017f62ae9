// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminContentBlock } from '../components/admin-content-block.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/user-interaction/blocks. */
export const adminContentBlockCreateResponse = /* @__PURE__ */ defineResponse("adminContentBlockCreate", "POST /api/admin/user-interaction/blocks", object({ success: v.boolean(), message: v.string(), data: AdminContentBlock }));
