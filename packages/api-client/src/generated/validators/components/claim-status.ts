// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const ClaimStatusEntries = { claimed: v.boolean(), email: v.optional(v.nullable(v.string())) };

export const ClaimStatus = /* @__PURE__ */ object(ClaimStatusEntries);
