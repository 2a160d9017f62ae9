// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerService } from '../components/admin-docker-service.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/docker-services/{id}. */
export const adminDockerServiceUpdateResponse = /* @__PURE__ */ defineResponse("adminDockerServiceUpdate", "POST /api/admin/docker-services/{id}", object({ success: v.boolean(), message: v.string(), data: AdminDockerService }));
