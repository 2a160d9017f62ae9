// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminServiceRef } from '../components/admin-service-ref.ts';

export const AdminServiceFiltersEntries = { nodes: v.array(AdminServiceRef) };

export const AdminServiceFilters = /* @__PURE__ */ object(AdminServiceFiltersEntries);
