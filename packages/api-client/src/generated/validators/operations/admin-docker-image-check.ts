// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerImage } from '../components/admin-docker-image.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/docker-images/{id}/check. */
export const adminDockerImageCheckResponse = /* @__PURE__ */ defineResponse("adminDockerImageCheck", "POST /api/admin/docker-images/{id}/check", object({ success: v.boolean(), message: v.string(), data: AdminDockerImage }));
