// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { StatusLevel } from '../components/status-level.ts';
import { SupportServerRef } from '../components/support-server-ref.ts';

export const BufferingTestResultEntries = { id: v.pipe(v.number(), v.integer()), server: SupportServerRef, node: object({ alias: v.string(), location: v.string(), status: StatusLevel }), download_mbps: v.number(), latency_ms: v.number(), jitter_ms: v.number(), verdict: v.picklist(["good","fair","poor"]), max_quality: v.picklist(["4k","1080p","720p","480p"]), recommended_bitrate_mbps: v.number(), recommendation: v.string(), tested_at: v.string() };

export const BufferingTestResult = /* @__PURE__ */ object(BufferingTestResultEntries);
