// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { map, object } from '../../../validation/shapes.ts';

export const FailureEnvelopeEntries = { success: v.literal(false), message: v.string(), errors: v.optional(map(v.array(v.string()))) };

export const FailureEnvelope = /* @__PURE__ */ object(FailureEnvelopeEntries);
