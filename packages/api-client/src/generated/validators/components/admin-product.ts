// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminProductRef } from '../components/admin-product-ref.ts';
import { AdminProductResources } from '../components/admin-product-resources.ts';
import { ProductEntries } from '../components/product.ts';

export const AdminProductEntries = { ...ProductEntries, category: v.optional(v.nullable(AdminProductRef)), type: v.optional(v.nullable(AdminProductRef)), whmcs_product_id: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), resources: absentIfNull(emptyArrayAsObject(AdminProductResources)), trial_available: absentIfNull(intAsBoolean(v.boolean())), visible: absentIfNull(intAsBoolean(v.boolean())), active: absentIfNull(intAsBoolean(v.boolean())), services_count: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminProduct = /* @__PURE__ */ object(AdminProductEntries);
