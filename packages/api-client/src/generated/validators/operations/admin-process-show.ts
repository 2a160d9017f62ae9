// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Process } from '../components/process.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/processes/process/{id}. */
export const adminProcessShowResponse = /* @__PURE__ */ defineResponse("adminProcessShow", "GET /api/admin/processes/process/{id}", object({ success: v.boolean(), data: Process }));
