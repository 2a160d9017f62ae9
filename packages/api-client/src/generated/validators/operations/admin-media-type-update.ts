// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaType } from '../components/admin-media-type.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/media-types/{id}. */
export const adminMediaTypeUpdateResponse = /* @__PURE__ */ defineResponse("adminMediaTypeUpdate", "POST /api/admin/requests/media-types/{id}", object({ success: v.boolean(), message: v.string(), data: AdminMediaType }));
