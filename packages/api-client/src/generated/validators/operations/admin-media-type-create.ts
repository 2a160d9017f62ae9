// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaType } from '../components/admin-media-type.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/media-types. */
export const adminMediaTypeCreateResponse = /* @__PURE__ */ defineResponse("adminMediaTypeCreate", "POST /api/admin/requests/media-types", object({ success: v.boolean(), message: v.string(), data: AdminMediaType }));
