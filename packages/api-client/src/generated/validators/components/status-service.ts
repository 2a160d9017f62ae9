// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { StatusLevel } from '../components/status-level.ts';

export const StatusServiceEntries = { key: v.string(), name: v.string(), status: StatusLevel, message: v.nullable(v.string()), checked_at: v.string() };

export const StatusService = /* @__PURE__ */ object(StatusServiceEntries);
