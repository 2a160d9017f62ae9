// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull, emptyArrayAsObject } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminExportFilters } from '../components/admin-export-filters.ts';
import { AdminExportKind } from '../components/admin-export-kind.ts';
import { AdminExportRequester } from '../components/admin-export-requester.ts';
import { AdminExportStatus } from '../components/admin-export-status.ts';

export const AdminExportJobEntries = { id: v.pipe(v.number(), v.integer()), kind: AdminExportKind, status: AdminExportStatus, progress: v.pipe(v.number(), v.integer()), rows: v.pipe(v.number(), v.integer()), file_name: v.string(), created_at: v.string(), finished_at: absentIfNull(v.nullable(v.string())), filters: absentIfNull(emptyArrayAsObject(AdminExportFilters)), error: absentIfNull(v.nullable(v.string())), requested_by: absentIfNull(AdminExportRequester) };

export const AdminExportJob = /* @__PURE__ */ object(AdminExportJobEntries);
