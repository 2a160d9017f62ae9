// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeReboot } from '../components/admin-node-reboot.ts';
import { PageMeta } from '../components/page-meta.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/admin/nodes/{id}/reboots. */
export const adminNodeRebootsListResponse = /* @__PURE__ */ defineResponse("adminNodeRebootsList", "GET /api/admin/nodes/{id}/reboots", object({ success: v.boolean(), data: keyedListAsArray(v.array(AdminNodeReboot)), meta: PageMeta }));
