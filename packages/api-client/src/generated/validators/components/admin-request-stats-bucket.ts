// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';

export const AdminRequestStatsBucketEntries = { start: v.string(), movies: v.pipe(v.number(), v.integer()), shows: v.pipe(v.number(), v.integer()), uhd: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminRequestStatsBucket = /* @__PURE__ */ object(AdminRequestStatsBucketEntries);
