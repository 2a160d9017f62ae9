// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { InviteBackup } from '../components/invite-backup.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/invites/backups. */
export const customerServerInviteBackupsResponse = /* @__PURE__ */ defineResponse("customerServerInviteBackups", "GET /api/customer/servers/{id}/invites/backups", object({ success: v.boolean(), data: v.array(InviteBackup) }));
