// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';

export const AdminContributorEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), total: v.pipe(v.number(), v.integer()), last_at: v.optional(v.nullable(v.string())) };

export const AdminContributor = /* @__PURE__ */ object(AdminContributorEntries);
