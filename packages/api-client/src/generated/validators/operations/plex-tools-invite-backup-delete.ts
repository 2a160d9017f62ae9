// Generated from openapi/openapi.yaml by `pnpm --filter @portal/api-client generate`. Do not edit.
import { SuccessEnvelope } from '../components/success-envelope.ts';
import { defineResponse } from '../../../validation/define.ts';

/** The success answer of POST /api/customer/plex-tools/invites/backups/delete/{backup}. */
export const plexToolsInviteBackupDeleteResponse = /* @__PURE__ */ defineResponse("plexToolsInviteBackupDelete", "POST /api/customer/plex-tools/invites/backups/delete/{backup}", SuccessEnvelope);
