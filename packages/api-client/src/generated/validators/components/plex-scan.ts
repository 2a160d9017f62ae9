// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const PlexScanEntries = { id: v.pipe(v.number(), v.integer()), server_id: v.pipe(v.number(), v.integer()), server_name: v.string(), library_id: v.pipe(v.number(), v.integer()), library_name: v.string(), status: v.picklist(["running","finished","failed"]), started_at: v.string(), finished_at: v.nullable(v.string()), items_added: v.nullable(v.pipe(v.number(), v.integer())), message: v.optional(v.nullable(v.string())) };

export const PlexScan = /* @__PURE__ */ object(PlexScanEntries);
