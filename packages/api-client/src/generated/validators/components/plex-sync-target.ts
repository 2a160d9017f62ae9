// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const PlexSyncTargetEntries = { server_id: v.pipe(v.number(), v.integer()), server_name: v.string(), status: v.picklist(["pending","synced","failed"]), message: v.nullable(v.string()) };

export const PlexSyncTarget = /* @__PURE__ */ object(PlexSyncTargetEntries);
