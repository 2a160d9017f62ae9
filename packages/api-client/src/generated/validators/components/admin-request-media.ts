// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminRequestMediaEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), type: v.picklist(["movie","show"]), year: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), poster: absentIfNull(v.nullable(v.string())), available: absentIfNull(intAsBoolean(v.boolean())) };

export const AdminRequestMedia = /* @__PURE__ */ object(AdminRequestMediaEntries);
