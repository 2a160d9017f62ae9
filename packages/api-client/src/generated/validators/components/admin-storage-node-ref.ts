// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { absentIfNull } from '../../../validation/laravel.ts';
import { object } from '../../../validation/shapes.ts';
import { AdminNodeStatus } from '../components/admin-node-status.ts';

export const AdminStorageNodeRefEntries = { id: v.pipe(v.number(), v.integer()), name: v.string(), status: absentIfNull(AdminNodeStatus) };

export const AdminStorageNodeRef = /* @__PURE__ */ object(AdminStorageNodeRefEntries);
