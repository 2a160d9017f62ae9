// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminLibraryKind } from '../components/admin-library-kind.ts';
import { ServerType } from '../components/server-type.ts';

export const AdminLibraryPathEntries = { id: v.pipe(v.number(), v.integer()), server_type: ServerType, kind: AdminLibraryKind, path: v.string(), updated_at: absentIfNull(v.nullable(v.string())) };

export const AdminLibraryPath = /* @__PURE__ */ object(AdminLibraryPathEntries);
