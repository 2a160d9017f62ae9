// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { BackupGroups } from '../components/backup-groups.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/backups. */
export const customerServerBackupsResponse = /* @__PURE__ */ defineResponse("customerServerBackups", "GET /api/customer/servers/{id}/backups", object({ success: v.boolean(), data: BackupGroups }));
