// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { PageMeta } from '../components/page-meta.ts';
import { Process } from '../components/process.ts';
import { ProcessNode } from '../components/process-node.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/processes. */
export const adminProcessesListResponse = /* @__PURE__ */ defineResponse("adminProcessesList", "GET /api/admin/processes", object({ success: v.boolean(), data: keyedListAsArray(v.array(Process)), meta: PageMeta, nodes: absentIfNull(keyedListAsArray(v.array(ProcessNode))) }));
