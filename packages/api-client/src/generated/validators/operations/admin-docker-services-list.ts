// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminDockerService } from '../components/admin-docker-service.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/docker-services. */
export const adminDockerServicesListResponse = /* @__PURE__ */ defineResponse("adminDockerServicesList", "GET /api/admin/docker-services", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminDockerService)), meta: PageMeta }));
