// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerService } from '../components/admin-docker-service.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/docker-services. */
export const adminDockerServiceCreateResponse = /* @__PURE__ */ defineResponse("adminDockerServiceCreate", "POST /api/admin/docker-services", object({ success: v.boolean(), message: v.string(), data: AdminDockerService }));
