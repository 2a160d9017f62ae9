// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { CustomerPageKey } from '../components/customer-page-key.ts';

export const AdminContentBlockInputEntries = { name: v.string(), page: CustomerPageKey, html: v.string(), active: v.boolean() };

export const AdminContentBlockInput = /* @__PURE__ */ object(AdminContentBlockInputEntries);
