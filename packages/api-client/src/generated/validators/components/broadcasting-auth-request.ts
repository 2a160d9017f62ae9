// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const BroadcastingAuthRequestEntries = { channel_name: v.string(), socket_id: v.optional(v.string()) };

export const BroadcastingAuthRequest = /* @__PURE__ */ object(BroadcastingAuthRequestEntries);
