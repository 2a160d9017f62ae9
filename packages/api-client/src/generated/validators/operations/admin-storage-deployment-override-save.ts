// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminDeploymentPaths } from '../components/admin-deployment-paths.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/storage/deployment-paths/nodes/{id}. */
export const adminStorageDeploymentOverrideSaveResponse = /* @__PURE__ */ defineResponse("adminStorageDeploymentOverrideSave", "POST /api/admin/storage/deployment-paths/nodes/{id}", object({ success: v.boolean(), message: absentIfNull(v.string()), data: AdminDeploymentPaths }));
