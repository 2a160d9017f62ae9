// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminDeploymentPaths } from '../components/admin-deployment-paths.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/storage/deployment-paths. */
export const adminStorageDeploymentPathsResponse = /* @__PURE__ */ defineResponse("adminStorageDeploymentPaths", "GET /api/admin/storage/deployment-paths", object({ success: v.boolean(), data: AdminDeploymentPaths }));
