// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminProductResources } from '../components/admin-product-resources.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminProductTypeEntries = { key: v.string(), name: v.string(), description: v.optional(v.nullable(v.string())), server_type: v.optional(v.nullable(ServerType)), defaults: absentIfNull(emptyArrayAsObject(AdminProductResources)) };

export const AdminProductType = /* @__PURE__ */ object(AdminProductTypeEntries);
