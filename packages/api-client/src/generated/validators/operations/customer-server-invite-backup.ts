// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import * as v from 'valibot';
import { object } from '../../../validation/shapes.ts';
import { Invite } from '../components/invite.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of GET /api/customer/servers/{id}/invites/backups/get/{backup}. */
export const customerServerInviteBackupResponse = /* @__PURE__ */ defineResponse("customerServerInviteBackup", "GET /api/customer/servers/{id}/invites/backups/get/{backup}", object({ success: v.boolean(), data: v.array(Invite) }));
