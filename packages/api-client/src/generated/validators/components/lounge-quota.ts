// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const LoungeQuotaEntries = { period: v.picklist(["week"]), limit: v.nullable(v.pipe(v.number(), v.integer())), used: v.pipe(v.number(), v.integer()), remaining: v.nullable(v.pipe(v.number(), v.integer())), resets_at: v.nullable(v.string()) };

export const LoungeQuota = /* @__PURE__ */ object(LoungeQuotaEntries);
