// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { AdminStorageNodeRef } from '../components/admin-storage-node-ref.ts';

export const AdminMountPathVerificationEntries = { node: AdminStorageNodeRef, exists: v.nullable(v.boolean()), message: v.string() };

export const AdminMountPathVerification = /* @__PURE__ */ object(AdminMountPathVerificationEntries);
