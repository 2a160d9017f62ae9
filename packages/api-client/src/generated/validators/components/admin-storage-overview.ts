// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, keyedListAsArray } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageMount } from '../components/admin-storage-mount.ts';

export const AdminStorageOverviewEntries = { mounts: object({ total: v.pipe(v.number(), v.integer()), mounted: v.pipe(v.number(), v.integer()), failing: v.pipe(v.number(), v.integer()), unknown: v.pipe(v.number(), v.integer()) }), failing: absentIfNull(keyedListAsArray(v.array(AdminStorageMount))), mount_paths: absentIfNull(v.pipe(v.number(), v.integer())), library_paths: absentIfNull(v.pipe(v.number(), v.integer())), deployment_overrides: absentIfNull(v.pipe(v.number(), v.integer())) };

export const AdminStorageOverview = /* @__PURE__ */ object(AdminStorageOverviewEntries);
