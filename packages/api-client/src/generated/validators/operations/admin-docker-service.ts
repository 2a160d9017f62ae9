// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerService } from '../components/admin-docker-service.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/docker-services/{id}. */
export const adminDockerServiceResponse = /* @__PURE__ */ defineResponse("adminDockerService", "GET /api/admin/docker-services/{id}", object({ success: v.boolean(), data: AdminDockerService }));
