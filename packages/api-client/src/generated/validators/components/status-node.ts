// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { StatusLevel } from '../components/status-level.ts';
import { SupportServerRef } from '../components/support-server-ref.ts';

export const StatusNodeEntries = { id: v.pipe(v.number(), v.integer()), alias: v.string(), location: v.string(), status: StatusLevel, uptime_percent: v.nullable(v.number()), checked_at: v.string(), your_servers: v.array(SupportServerRef) };

export const StatusNode = /* @__PURE__ */ object(StatusNodeEntries);
