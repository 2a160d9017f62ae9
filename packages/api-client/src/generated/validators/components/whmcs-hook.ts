// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const WhmcsHookEntries = { event: v.string(), description: v.string(), url: v.string(), reachable: v.nullable(v.boolean()), error: v.nullable(v.string()), checked_at: v.nullable(v.string()) };

export const WhmcsHook = /* @__PURE__ */ object(WhmcsHookEntries);
