// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const PlexCollectionEntries = { id: v.pipe(v.number(), v.integer()), server_id: v.pipe(v.number(), v.integer()), library_id: v.pipe(v.number(), v.integer()), library_name: v.string(), name: v.string(), items_count: v.pipe(v.number(), v.integer()), preset: v.nullable(v.string()), created_at: v.string() };

export const PlexCollection = /* @__PURE__ */ object(PlexCollectionEntries);
