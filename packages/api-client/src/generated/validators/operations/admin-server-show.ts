// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminServer } from '../components/admin-server.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/servers/{id}. */
export const adminServerShowResponse = /* @__PURE__ */ defineResponse("adminServerShow", "GET /api/admin/servers/{id}", object({ success: v.boolean(), data: AdminServer }));
