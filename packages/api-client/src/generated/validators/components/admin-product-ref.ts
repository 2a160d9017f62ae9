// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminProductRefEntries = { key: v.string(), name: v.string() };

export const AdminProductRef = /* @__PURE__ */ object(AdminProductRefEntries);
