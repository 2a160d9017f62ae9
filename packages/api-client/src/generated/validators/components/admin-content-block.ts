// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, intAsBoolean } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { CustomerPageKey } from '../components/customer-page-key.ts';

export const AdminContentBlockEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), page: CustomerPageKey, html: v.string(), active: intAsBoolean(v.boolean()), updated_at: absentIfNull(v.string()) };

export const AdminContentBlock = /* @__PURE__ */ object(AdminContentBlockEntries);
