// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminNode } from '../components/admin-node.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}. */
export const adminNodeShowResponse = /* @__PURE__ */ defineResponse("adminNodeShow", "GET /api/admin/nodes/{id}", object({ success: v.boolean(), data: AdminNode }));
