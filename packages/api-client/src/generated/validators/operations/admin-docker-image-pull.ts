// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerImage } from '../components/admin-docker-image.ts';
import { Process } from '../components/process.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/docker-images/{id}/pull. */
export const adminDockerImagePullResponse = /* @__PURE__ */ defineResponse("adminDockerImagePull", "POST /api/admin/docker-images/{id}/pull", object({ success: v.boolean(), message: v.string(), data: AdminDockerImage, processes: absentIfNull(keyedListAsArray(v.array(Process))) }));
