// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/admin/integrations/kronos-api/clients. */
export const adminKronosClientCreateResponse = /* @__PURE__ */ defineResponse("adminKronosClientCreate", "POST /api/admin/integrations/kronos-api/clients", object({ success: v.boolean(), message: absentIfNull(v.string()), data: object({ id: v.pipe(v.number(), v.integer()), name: v.string(), secret: v.string(), created_at: v.optional(v.nullable(v.string())) }) }));
