// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminExportFilters } from '../components/admin-export-filters.ts';
import { AdminExportKind } from '../components/admin-export-kind.ts';

export const AdminExportInputEntries = { kind: AdminExportKind, filters: v.optional(AdminExportFilters) };

export const AdminExportInput = /* @__PURE__ */ object(AdminExportInputEntries);
