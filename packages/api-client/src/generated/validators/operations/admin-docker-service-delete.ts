// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of DELETE /api/admin/docker-services/{id}. */
export const adminDockerServiceDeleteResponse = /* @__PURE__ */ defineResponse("adminDockerServiceDelete", "DELETE /api/admin/docker-services/{id}", object({ success: v.boolean(), message: v.string() }));
