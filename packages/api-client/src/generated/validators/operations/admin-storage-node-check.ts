// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/storage/nodes/{id}/check. */
export const adminStorageNodeCheckResponse = /* @__PURE__ */ defineResponse("adminStorageNodeCheck", "POST /api/admin/storage/nodes/{id}/check", object({ success: v.boolean(), message: absentIfNull(v.string()), data: object({ checked: v.pipe(v.number(), v.integer()), repaired: v.pipe(v.number(), v.integer()) }) }));
