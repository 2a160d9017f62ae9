// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminProductTypeSettingsEntries = { sold: v.boolean(), default_product_id: v.nullable(v.pipe(v.number(), v.integer())), trial_product_id: v.nullable(v.pipe(v.number(), v.integer())) };

export const AdminProductTypeSettings = /* @__PURE__ */ object(AdminProductTypeSettingsEntries);
