// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminContributionTotalsEntries = { all: v.pipe(v.number(), v.integer()), added: absentIfNull(v.pipe(v.number(), v.integer())), upgraded: absentIfNull(v.pipe(v.number(), v.integer())), fixed: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminContributionTotals = /* @__PURE__ */ object(AdminContributionTotalsEntries);
