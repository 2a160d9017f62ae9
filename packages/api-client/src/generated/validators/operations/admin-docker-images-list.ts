// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerImage } from '../components/admin-docker-image.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/docker-images. */
export const adminDockerImagesListResponse = /* @__PURE__ */ defineResponse("adminDockerImagesList", "GET /api/admin/docker-images", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminDockerImage)), node_count: absentIfNull(v.pipe(v.number(), v.integer())) }));
