// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminMediaRequest } from '../components/admin-media-request.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/requests/{id}/decline. */
export const adminRequestDeclineResponse = /* @__PURE__ */ defineResponse("adminRequestDecline", "POST /api/admin/requests/{id}/decline", object({ success: v.boolean(), message: v.string(), data: AdminMediaRequest }));
