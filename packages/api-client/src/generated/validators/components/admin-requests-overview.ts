// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminRequestsOverviewEntries = { pending_movies: v.pipe(v.number(), v.integer()), pending_shows: v.pipe(v.number(), v.integer()), approved: absentIfNull(v.pipe(v.number(), v.integer())), open_reports: v.pipe(v.number(), v.integer()), last_week: object({ movies: v.pipe(v.number(), v.integer()), shows: v.pipe(v.number(), v.integer()) }) };

export const AdminRequestsOverview = /* @__PURE__ */ object(AdminRequestsOverviewEntries);
