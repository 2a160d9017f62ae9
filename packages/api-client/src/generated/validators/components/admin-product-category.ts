// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminProductCategoryEntries = { key: v.string(), name: v.string(), description: v.optional(v.nullable(v.string())), products_count: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminProductCategory = /* @__PURE__ */ object(AdminProductCategoryEntries);
