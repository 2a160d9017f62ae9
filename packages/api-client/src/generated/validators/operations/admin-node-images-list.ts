// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeImage } from '../components/admin-node-image.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/images. */
export const adminNodeImagesListResponse = /* @__PURE__ */ defineResponse("adminNodeImagesList", "GET /api/admin/nodes/{id}/images", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminNodeImage)) }));
