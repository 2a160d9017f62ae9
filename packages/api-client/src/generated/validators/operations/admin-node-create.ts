// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNode } from '../components/admin-node.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/nodes. */
export const adminNodeCreateResponse = /* @__PURE__ */ defineResponse("adminNodeCreate", "POST /api/admin/nodes", object({ success: v.boolean(), message: absentIfNull(v.string()), data: AdminNode }));
