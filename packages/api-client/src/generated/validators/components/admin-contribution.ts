// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminContributionKind } from '../components/admin-contribution-kind.ts';

export const AdminContributionEntries = { id: v.pipe(v.number(), v.integer()), title: v.string(), kind: AdminContributionKind, media_type: absentIfNull(v.picklist(["movie","show"])), user: v.optional(v.nullable(object({ id: v.pipe(v.number(), v.integer()), name: v.string() }))), created_at: v.string() };

export const AdminContribution = /* @__PURE__ */ object(AdminContributionEntries);
