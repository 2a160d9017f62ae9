// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminProductResourcesEntries = { storage_gb: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), max_streams: v.optional(v.nullable(v.pipe(v.number(), v.integer()))), ram_gb: v.optional(v.nullable(v.pipe(v.number(), v.integer()))) };

export const AdminProductResources = /* @__PURE__ */ object(AdminProductResourcesEntries);
