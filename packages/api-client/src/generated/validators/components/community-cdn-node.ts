// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const CommunityCdnNodeEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), location: v.string(), status: v.picklist(["online","degraded","offline"]), load_percent: v.nullable(v.pipe(v.number(), v.integer())), latency_ms: v.nullable(v.pipe(v.number(), v.integer())) };

export const CommunityCdnNode = /* @__PURE__ */ object(CommunityCdnNodeEntries);
